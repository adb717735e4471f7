import { style, styleVariants } from '@vanilla-extract/css';
import type { PostState } from '../../../core/studio-posts.js';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { confirm } from '../accounts/accounts.css.js';
import { cardTitleLink, contactLink, th } from '../leads/desk.css.js';
import { backLink, panel } from '../shared/admin-ui.css.js';
import { pill } from '../shared/status-badge.css.js';

// The content studio's pages (docs/product.md#25-content-studio): the posts list (cards on phones, aligned
// rows from 1200px) and the editor (the form, then the preview; side by side from 1200px).

// Text colours are 4.5:1 or better on their tints.
const stateTones: Record<PostState, { background: string; color: string; border: string }> = {
  draft: { background: '#eef1f5', color: '#3c4a5e', border: '#cfd7e2' },
  scheduled: { background: '#fff4e0', color: '#7a4300', border: '#f2d29b' },
  published: { background: '#e3f6e8', color: '#1b5e2f', border: '#b4e0c0' },
  unpublished: { background: '#fbe9e9', color: '#8a1f1f', border: '#efc0c0' },
};

export const stateBadge = styleVariants(stateTones, (tone) => [pill, { backgroundColor: tone.background, color: tone.color, borderColor: tone.border }]);

/* The list */

export const filterBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBottom: vars.space['4'], padding: 0, listStyle: 'none' });

export const filterLink = style([
  contactLink,
  { borderRadius: vars.radius.pill, selectors: { '&[aria-current="page"]': { backgroundColor: vars.color.navy900, borderColor: vars.color.navy900, color: vars.color.white } } },
]);

export const postList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: 'auto minmax(0, 3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1.6fr) auto',
      columnGap: vars.space['4'],
      rowGap: 0,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.white,
    },
  },
});

export const postHeader = style([
  th,
  {
    display: 'none',
    '@media': { [media.wide]: { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', padding: `${vars.space['3']} ${vars.space['4']}` } },
  },
]);

export const postRow = style([
  panel,
  {
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['4'],
    '@media': {
      [media.wide]: {
        gridColumn: '1 / -1',
        gridTemplateColumns: 'subgrid',
        alignItems: 'center',
        padding: `${vars.space['3']} ${vars.space['4']}`,
        border: 0,
        borderBottom: `1px solid ${vars.color.border}`,
        borderRadius: 0,
        boxShadow: 'none',
      },
    },
  },
]);

export const cell = style({ minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.text.sm, color: vars.color.ink });

/** A cell's label on phones (the column headers say it on wide screens). */
export const cellLabel = style({ color: vars.color.muted, '@media': { [media.wide]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });

export const postTitle = style({ fontSize: vars.text.lg, lineHeight: 1.3, margin: 0, '@media': { [media.wide]: { fontSize: vars.text.md } } });

export const postLink = cardTitleLink;

export const muted = style({ color: vars.color.muted, fontSize: vars.text.sm });

/** The count above the posts' list. */
export const listCount = style([muted, { marginBottom: '0.75rem' }]);

export const liveLink = style([backLink, { color: vars.color.link }]);

/* The editor */

export const editor = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const topBar = style([
  panel,
  {
    display: 'grid',
    gap: vars.space['3'],
    '@media': { [media.wide]: { gridColumn: '1 / -1' } },
  },
]);

export const stateLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const statusLine = style({ minHeight: '1.5em', fontSize: vars.text.sm, color: vars.color.muted, fontWeight: vars.weight.medium });

export const statusFailed = style({ color: '#8a1212' });

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const formColumn = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const section = style([panel, { display: 'grid', gap: vars.space['4'] }]);

export const sectionTitle = style({ fontSize: vars.text.lg, color: vars.color.ink, margin: 0 });

/** A section title that opens its section (the revisions' summary): a 44 px target. */
export const sectionToggle = style([sectionTitle, { minHeight: '44px', display: 'flex', alignItems: 'center', cursor: 'pointer' }]);

export const fieldHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['2'] });

export const counter = style({ fontSize: vars.text.xs, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

export const counterOff = style({ color: '#7a4300', fontWeight: vars.weight.semibold });

export const textarea = style({ minHeight: '6rem', paddingBlock: vars.space['2'], resize: 'vertical', lineHeight: 1.5 });

export const bodyArea = style({ minHeight: '22rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.text.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const toolButton = style({
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.navy900,
  fontWeight: vars.weight.semibold,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.borderStrong, backgroundColor: vars.color.white },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const address = style({ fontSize: vars.text.sm, color: vars.color.muted, overflowWrap: 'anywhere' });

export const cover = style({ display: 'grid', gap: vars.space['3'], alignItems: 'start', '@media': { [media.tablet]: { gridTemplateColumns: '12rem minmax(0, 1fr)' } } });

export const coverThumb = style({ width: '100%', maxWidth: '12rem', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const coverArtwork = style([
  coverThumb,
  { display: 'grid', placeItems: 'center', padding: vars.space['2'], textAlign: 'center', fontSize: vars.text.sm, color: vars.color.white, background: `linear-gradient(135deg, ${vars.color.navy900}, ${vars.color.navy700})` },
]);

/* The preview */

export const previewColumn = style([
  panel,
  {
    display: 'grid',
    gap: vars.space['3'],
    minWidth: 0,
    '@media': { [media.wide]: { position: 'sticky', top: vars.space['4'] } },
  },
]);

export const frameBox = style({ position: 'relative', overflow: 'hidden', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, backgroundColor: vars.color.white });

export const frame = style({ display: 'block', border: 0, transformOrigin: '0 0', backgroundColor: vars.color.white });

export const switcher = style({ display: 'inline-flex', gap: vars.space['1'], padding: vars.space['1'], borderRadius: vars.radius.md, backgroundColor: vars.color.surface });

export const switchButton = style([
  toolButton,
  { paddingInline: vars.space['3'], selectors: { '&[aria-pressed="true"]': { backgroundColor: vars.color.navy900, color: vars.color.white } } },
]);

export const checkGroup = style({ display: 'grid', gap: vars.space['2'] });

export const checkList = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const checkItem = style({ display: 'grid', gap: '2px', padding: vars.space['3'], borderRadius: vars.radius.md, backgroundColor: vars.color.surface, overflowWrap: 'anywhere', fontSize: vars.text.sm });

export const severity = styleVariants({
  error: { borderLeft: '4px solid #b91c1c' },
  warning: { borderLeft: '4px solid #d97706' },
  notice: { borderLeft: '4px solid #64748b' },
});

export const checkLabel = style({ fontWeight: vars.weight.semibold, color: vars.color.ink });

/* Refusals, the 409 panel, confirm steps */

export const notice = style([confirm, { padding: vars.space['4'], borderLeft: '4px solid #d97706', ':focus': { outline: 'none' } }]);

export const compareGrid = style({ display: 'grid', gap: vars.space['3'], '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const compareText = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '18rem',
  overflowY: 'auto',
  fontSize: vars.text.sm,
});

export const removed = style({ backgroundColor: '#fde8e8', color: '#8a1212', textDecoration: 'line-through' });

export const added = style({ backgroundColor: '#e3f6e8', color: '#1b5e2f', textDecoration: 'underline' });

/* Revisions */

/** A panel across both columns (the 409 panel, above the form and the preview). */
export const fullWidth = style({ '@media': { [media.wide]: { gridColumn: '1 / -1' } } });

/** Under the form, in its column: the preview beside it stays in view as the page scrolls and must not cover it. */
export const revisions = style([panel, { '@media': { [media.wide]: { gridColumn: '1' } } }]);

export const revisionList = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const revisionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A button that cannot be pressed now (a save under way, nothing to publish): dimmed. */
export const dimmed = style({ selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } } });

/** The file chooser: its button as tall as every other control. */
export const fileInput = style({
  maxWidth: '100%',
  fontSize: vars.text.sm,
  selectors: { '&::file-selector-button': { minHeight: '44px', marginRight: vars.space['2'], paddingInline: vars.space['3'], borderRadius: vars.radius.md, border: `1px solid ${vars.color.borderStrong}`, backgroundColor: vars.color.white, color: vars.color.navy900, fontWeight: vars.weight.semibold, cursor: 'pointer' } },
});

/** A check's link to where it is fixed outside the editor (the approve form of a figure). */
export const checkLink = style({ color: vars.color.link, fontWeight: vars.weight.semibold, textDecoration: 'underline', overflowWrap: 'anywhere' });
