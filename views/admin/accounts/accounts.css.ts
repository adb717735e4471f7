import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { alert, panel } from '../shared/admin-ui.css.js';
import { pill } from '../shared/status-badge.css.js';
import { select } from '../shared/admin-forms.css.js';

// Your account and the team's accounts (/admin/account, /admin/accounts): panels of cards that read on a
// 390px phone without sideways scrolling, the account cards laid out as table rows on wide screens.

export const sections = style({ display: 'grid', gap: vars.space['4'] });

/** Your own account's panels: a column of readable width (cards of three facts need no more). */
export const narrowSections = style([sections, { maxWidth: '56rem' }]);

export { panel };

export const heading = style({ fontSize: vars.text.xl, color: vars.color.ink, marginBottom: vars.space['3'], overflowWrap: 'anywhere' });

export const subheading = style({ fontSize: vars.text.lg, color: vars.color.ink, marginBottom: vars.space['2'], overflowWrap: 'anywhere' });

export const hint = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const body = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

/** A form whose fields stay at a readable width on wide screens. */
export const form = style({ display: 'grid', gap: vars.space['4'], maxWidth: '28rem' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** A pending button: dimmed, and the pointer says it is working. */
export const busy = style({ selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } } });

export const error = style([alert, { marginBottom: 0 }]);

/** The "On duty" switch (a button with aria-pressed): filled while on duty. */
export const dutyToggle = style({ selectors: { '&[aria-pressed="true"]': { backgroundColor: vars.color.navy900, color: vars.color.white } } });

export const success = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: '1px solid #b4e0c0',
  backgroundColor: '#e3f6e8',
  color: '#1b5e2f',
  fontWeight: vars.weight.medium,
});

export const on = style([pill, { backgroundColor: '#e3f6e8', color: '#1b5e2f', borderColor: '#b4e0c0' }]);

export const off = style([pill, { backgroundColor: '#eef1f5', color: '#3c4a5e', borderColor: '#cfd7e2' }]);

export const warn = style([pill, { backgroundColor: '#fff4e0', color: '#7a4300', borderColor: '#f2d29b' }]);

/** An inline "are you sure" box: what will happen, then the two buttons. */
export const confirm = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: '1px solid #f2d29b',
  backgroundColor: '#fffaf0',
  color: vars.color.ink,
  width: '100%',
});

/** The confirmation that asks for the password and a code: as narrow as the password form's boxes. */
export const proof = style([confirm, { maxWidth: '32rem' }]);

/* Sessions */

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', width: '100%' });

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const cardTitle = style({ fontSize: vars.text.md, fontWeight: vars.weight.semibold, color: vars.color.ink, overflowWrap: 'anywhere' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(6.5rem, auto) 1fr', columnGap: vars.space['3'], rowGap: vars.space['1'], margin: 0, fontSize: vars.text.sm });

export const factRow = style({ display: 'contents' });

export const term = style({ color: vars.color.muted });

export const definition = style({ margin: 0, color: vars.color.ink, overflowWrap: 'anywhere' });

/* The team's accounts: cards up to 1200px; from there on the name beside the facts, the actions below them */

/**
 * On wide screens the list holds the columns and every card takes them as a subgrid, so the facts line up
 * from row to row whatever each row's name and buttons measure.
 */
export const accountList = style([
  list,
  { '@media': { [media.wide]: { gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 4fr)', columnGap: vars.space['4'], rowGap: 0 } } },
]);

export const accountCard = style([
  card,
  {
    backgroundColor: vars.color.white,
    '@media': {
      [media.wide]: {
        gridColumn: '1 / -1',
        gridTemplateColumns: 'subgrid',
        alignItems: 'center',
        columnGap: vars.space['4'],
        rowGap: vars.space['2'],
        borderRadius: 0,
        borderWidth: '0 0 1px 0',
        paddingInline: 0,
      },
    },
  },
]);

/**
 * On wide screens the facts sit in one row, each label above its value, like a table's columns; the last
 * sign-in (a date, a time and its age) gets the widest.
 */
export const accountFacts = style([
  facts,
  {
    '@media': {
      [media.wide]: { gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.4fr) minmax(0, 0.9fr) minmax(0, 1.9fr) minmax(0, 1.2fr)', gridTemplateRows: 'auto auto', gridAutoFlow: 'column', rowGap: 0 },
    },
  },
]);

export const you = style({ color: vars.color.muted, fontWeight: vars.weight.regular });

/** An account's role chooser: as wide as its longest role, beside the buttons. */
export const roleSelect = style([select, { width: 'auto', minWidth: '8.5rem' }]);

export const accountActions = style([buttons, { alignItems: 'center', '@media': { [media.wide]: { gridColumn: '2 / -1' } } }]);

export const accountConfirm = style([confirm, { '@media': { [media.wide]: { gridColumn: '2 / -1' } } }]);

/* The setup link */

export const setupBox = style([panel, { display: 'grid', gap: vars.space['3'], borderColor: '#f2d29b', borderLeft: '4px solid #d97706' }]);

export const linkRow = style({ display: 'grid', gap: vars.space['2'], '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto auto', alignItems: 'center' } } });

export const linkInput = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.text.sm });
