import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { panel, smallButton } from '../shared/admin-ui.css.js';

// The leads desk's pages: the dashboard, the inbox and a lead (docs/product.md#21-leads-desk). The studio's
// lists borrow the inbox table's headings and links; the frame of every page is in shared/admin-ui.css.ts.

/* Dashboard */

export const welcome = style({ fontSize: vars.text.lg, color: vars.color.muted, marginTop: vars.space['1'] });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const tile = style([panel, { display: 'grid', gap: vars.space['1'], padding: vars.space['4'] }]);

export const tileValue = style({ fontSize: '1.75rem', fontWeight: vars.weight.bold, color: vars.color.ink, lineHeight: 1.1 });

export const tileLabel = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const tileAlert = style({ borderColor: '#e9a5a5', borderLeftWidth: '4px' });

export const periods = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figures = style({ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: vars.space['4'], rowGap: vars.space['1'], margin: 0 });

export const figureName = style({ color: vars.color.muted, fontSize: vars.text.sm });

export const figureValue = style({ margin: 0, textAlign: 'right', fontWeight: vars.weight.semibold, color: vars.color.ink, fontVariantNumeric: 'tabular-nums' });

export const figureRow = style({ display: 'contents' });

export const note = style({ color: vars.color.muted, marginBottom: vars.space['3'] });

export const figureGroup = style({ marginTop: vars.space['3'], paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });

export const figureGroupTitle = style({ fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: vars.color.ink, marginBottom: vars.space['1'] });

/* A period's figures by owner: the table scrolls sideways in its box (reaching into the panel's padding), never the page; the owner stays in view */

export const ownerTableWrap = style({
  overflowX: 'auto',
  marginInline: `calc(-1 * ${vars.space['2']})`,
  '@media': { [media.tablet]: { marginInline: `calc(-1 * ${vars.space['3']})` } },
});

export const ownerTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.sm });

const ownerCell = { padding: `${vars.space['2']} ${vars.space['1']}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' } as const;

/** The owner column, pinned while the figures scroll under it. */
const pinned = {
  position: 'sticky',
  left: 0,
  backgroundColor: vars.color.white,
  textAlign: 'left',
  paddingLeft: vars.space['2'],
  '@media': { [media.tablet]: { paddingLeft: vars.space['3'] } },
} as const;

export const ownerTh = style([ownerCell, { color: vars.color.muted, fontSize: vars.text.xs, fontWeight: vars.weight.semibold, lineHeight: 1.3, verticalAlign: 'bottom' }]);

export const ownerColumn = style(pinned);

export const ownerRowName = style([ownerCell, pinned, { fontWeight: vars.weight.semibold, overflowWrap: 'anywhere', minWidth: '4.5rem' }]);

export const ownerTd = style([ownerCell, { color: vars.color.ink, whiteSpace: 'nowrap' }]);

/** Figures, right-aligned; the last column's edge lines up with the panel's text, as the owner's does. */
export const ownerNumber = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:last-child': { paddingRight: vars.space['2'] } },
  '@media': { [media.tablet]: { selectors: { '&:last-child': { paddingRight: vars.space['3'] } } } },
});

/* Inbox filters */

export const filters = style([panel, { display: 'grid', gap: vars.space['3'], marginBottom: vars.space['4'] }]);

export const searchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['2'] });

export const searchField = style({ flex: '1 1 14rem' });

export const moreGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
  paddingTop: vars.space['2'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' } },
});

export const filterCheck = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: '44px', fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: vars.color.ink });

export const filterButtons = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const resultLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['3'],
  color: vars.color.muted,
});

/* Inbox table (desktops) and cards (phones and tablets) */

export const tableWrap = style([
  panel,
  {
    display: 'none',
    padding: 0,
    overflowX: 'auto',
    '@media': { [media.desktop]: { display: 'block' } },
  },
]);

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.sm });

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const td = style({ padding: `${vars.space['3']} ${vars.space['3']}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const rowOverdue = style({ backgroundColor: '#fff6f6', boxShadow: 'inset 4px 0 0 #c62828' });

export const leadName = style({ fontWeight: vars.weight.semibold, color: vars.color.link, fontSize: vars.text.md });

export const cellStack = style({ display: 'grid', gap: '2px', justifyItems: 'start' });

export const contactLinks = style({ display: 'flex', gap: vars.space['2'] });

/** A call or e-mail link: the small button, with a thinner border. */
export const contactLink = style([smallButton, { paddingInline: vars.space['3'], borderWidth: '1px' }]);

export const cards = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const card = style([panel, { display: 'grid', gap: vars.space['2'], padding: vars.space['4'] }]);

export const cardOverdue = style({ borderColor: '#e9a5a5', boxShadow: 'inset 4px 0 0 #c62828' });

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const cardTitle = style({ fontSize: vars.text.lg, lineHeight: 1.3 });

export const cardTitleLink = style({
  display: 'inline-block',
  paddingBlock: vars.space['2'],
  color: vars.color.link,
  fontWeight: vars.weight.bold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const cardMeta = style({ fontSize: vars.text.sm, color: vars.color.muted, overflowWrap: 'anywhere' });

export const cardContacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
});

export const cardContact = style([contactLink, { justifyContent: 'center', overflow: 'hidden', textOverflow: 'ellipsis' }]);

export const pager = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space['4'] });

/* A lead */

export const leadHead = style({ display: 'grid', gap: vars.space['2'], marginBottom: vars.space['4'] });

export const leadTitle = style({ marginBottom: vars.space['2'] });

/**
 * A lead's page: one column on phones in reading order (details, message, the workbench, attribution,
 * abandoned forms); on desktops the workbench takes the right column beside the rest. The last row
 * is flexible, so a tall workbench never stretches the rows of the left column.
 */
export const leadGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateRows: 'repeat(4, auto) 1fr',
    },
  },
});

export const leftColumn = style({ '@media': { [media.desktop]: { gridColumn: '1' } } });

export const rightColumn = style({ '@media': { [media.desktop]: { gridColumn: '2', gridRow: '1 / -1' } } });

export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: vars.space['4'], rowGap: vars.space['2'], margin: 0 });

export const term = style({ color: vars.color.muted, fontSize: vars.text.sm });

export const definition = style({ margin: 0, color: vars.color.ink, overflowWrap: 'anywhere' });

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.ink });

export const contactBar = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A contact button whose text (a long e-mail address) may wrap rather than push the page sideways. */
export const contactButton = style({ whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center', paddingBlock: vars.space['2'] });

export const abandoned = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const abandonedItem = style({ padding: vars.space['3'], borderRadius: vars.radius.md, backgroundColor: vars.color.surface });

/* Notifications that gave up (dashboard) */

export const alertPanel = style({ borderColor: '#e9a5a5', borderLeft: '4px solid #b91c1c' });

export const failedList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['3'] });

export const failedItem = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const failedLead = style({ fontWeight: vars.weight.semibold, color: vars.color.ink });

/* A lead's owner in the inbox (docs/product.md#21-leads-desk) */

export const takeCell = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'start' });

export const takenText = style({ fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: vars.color.ink });

export const takeError = style({ fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: '#b91c1c', overflowWrap: 'anywhere' });

export const ownerName = style({ fontWeight: vars.weight.semibold, color: vars.color.ink, overflowWrap: 'anywhere' });

export const cardOwner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], fontSize: vars.text.sm, color: vars.color.muted });
