import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { AuditSeverity } from '../../../core/content-audit.js';
import { media } from '../../theme/media.js';
import { pill as statusPill } from '../shared/status-badge.css.js';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';
import { panel } from '../shared/admin-ui.css.js';

// The dashboard's content audit panel (docs/product.md#23-content-optimizer). Severity and score tints are
// the desk's badge tints (status-badge.css.ts); their text is 4.5:1 or better on them, and words (with a
// shape) carry the meaning, the colour only helps.

const tones = {
  bad: { background: '#fde8e8', color: '#8a1212', border: '#e9a5a5', strong: '#b91c1c' },
  fair: { background: '#fff4e0', color: '#7a4300', border: '#f2d29b', strong: '#b45f06' },
  info: { background: '#e0ecff', color: '#123e7c', border: '#b3cdf5', strong: '#1d4f91' },
  good: { background: '#e3f6e8', color: '#1b5e2f', border: '#b4e0c0', strong: '#2e7d46' },
} as const;

export const hidden = style(visuallyHiddenRules);

export const panelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['3'],
});

export const intro = style({ color: vars.color.muted, maxWidth: '40rem' });

export const startBox = style({
  display: 'grid',
  gap: vars.space['1'],
  justifyItems: 'start',
  '@media': { [media.tablet]: { justifyItems: 'end' } },
});

export const startButton = style({ ':disabled': { opacity: 0.6, cursor: 'progress' } });

export const viewerNote = style({ fontSize: vars.text.sm, color: vars.color.muted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The live region: always in the page (so changes are announced), a box only when it has something to say. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.weight.semibold,
  color: vars.color.ink,
  selectors: {
    '&:not(:empty)': {
      marginBottom: vars.space['3'],
      padding: `${vars.space['3']} ${vars.space['4']}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
    },
  },
});

export const spinner = style({
  flex: 'none',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: `3px solid ${vars.color.navy100}`,
  borderTopColor: vars.color.navy700,
  animation: `${spin} 900ms linear infinite`,
});

export const runningDetail = style({ fontSize: vars.text.sm, color: vars.color.muted, marginTop: `calc(-1 * ${vars.space['2']})`, marginBottom: vars.space['3'] });

/* The latest run's facts */

export const summary = style([panel, { display: 'grid', gap: vars.space['3'], marginBottom: vars.space['4'] }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space['6'] } },
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const factName = style({ fontSize: vars.text.xs, color: vars.color.muted, fontWeight: vars.weight.semibold, letterSpacing: '0.04em', textTransform: 'uppercase' });

export const factValue = style({ margin: 0, color: vars.color.ink, fontWeight: vars.weight.semibold, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const factAside = style({ display: 'block', fontSize: vars.text.sm, fontWeight: vars.weight.regular, color: vars.color.muted });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

/** The status badge's pill, with room for a severity's mark before its word. */
const pill = style([statusPill, { gap: '0.35em' }]);

const severityTone: Record<AuditSeverity, keyof typeof tones> = { error: 'bad', warning: 'fair', notice: 'info' };
/** A shape per severity beside its word, for readers who cannot tell the tints apart; silent to screen readers. */
const severityShape: Record<AuditSeverity, string> = { error: '"■" / ""', warning: '"▲" / ""', notice: '"●" / ""' };

export const severity = styleVariants(severityTone, (tone, key) => [
  pill,
  {
    backgroundColor: tones[tone].background,
    color: tones[tone].color,
    borderColor: tones[tone].border,
    '::before': { content: severityShape[key], fontSize: '0.85em' },
  },
]);

/** A severity with nothing found: the word on a plain pill. */
export const severityNone = style([pill, { backgroundColor: vars.color.surface, color: vars.color.muted, borderColor: vars.color.border }]);

/* Filters */

export const filters = style([panel, { marginBottom: vars.space['4'] }]);

export const filterGrid = style({
  display: 'grid',
  // Wide enough for the longest choice ("Any severity") beside the select's arrow: one column on a phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
});

export const filterTitle = style({ fontSize: vars.text.lg, color: vars.color.ink, marginBottom: vars.space['3'] });

export const filterButtons = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/* What changed */

export const block = style({ marginBottom: vars.space['4'] });

export const blockTitle = style({ fontSize: vars.text.lg, color: vars.color.ink, marginBottom: vars.space['2'], overflowWrap: 'anywhere' });

export const changes = style([panel, { display: 'grid', gap: vars.space['2'] }]);

export const changeFigures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const changeFigure = style([pill, { fontSize: vars.text.sm, paddingInline: vars.space['3'], paddingBlock: vars.space['1'] }]);

export const changeNew = style({ backgroundColor: tones.fair.background, color: tones.fair.color, borderColor: tones.fair.border });

export const changeResolved = style({ backgroundColor: tones.good.background, color: tones.good.color, borderColor: tones.good.border });

export const changeNone = style({ backgroundColor: vars.color.surface, color: vars.color.muted, borderColor: vars.color.border });

export const resolvedList = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const resolvedItem = style({
  display: 'grid',
  gap: '2px',
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.text.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const resolvedPath = style({ fontWeight: vars.weight.semibold, color: vars.color.ink });

/* Pages */

export const resultLine = style({ color: vars.color.muted, fontSize: vars.text.sm, marginBottom: vars.space['3'] });

export const pages = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const scoreBands = { poor: tones.bad, fair: tones.fair, good: tones.good } as const;
export type ScoreBand = keyof typeof scoreBands;

export const page = style([
  panel,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space['3'],
    rowGap: vars.space['2'],
    padding: vars.space['3'],
    borderLeftWidth: '4px',
    '@media': { [media.tablet]: { columnGap: vars.space['4'], padding: vars.space['4'] } },
  },
]);

/** The page's left edge in its band's colour (the score box beside it says the same in words). */
export const pageBand = styleVariants(scoreBands, (tone) => ({ borderLeftColor: tone.strong }));

export const score = style({
  display: 'grid',
  alignSelf: 'start',
  justifyItems: 'center',
  alignContent: 'start',
  width: '4.5rem',
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  lineHeight: 1.1,
  textAlign: 'center',
});

export const scoreBand = styleVariants(scoreBands, (tone) => ({ backgroundColor: tone.background, color: tone.color, borderColor: tone.border }));

export const scoreValue = style({ fontSize: '1.5rem', fontWeight: vars.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const scoreMax = style({ fontSize: vars.text.xs });

export const scoreWord = style({ marginTop: vars.space['1'], fontSize: vars.text.xs, fontWeight: vars.weight.semibold });

export const pageMain = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start', minWidth: 0 });

export const pagePath = style({ fontSize: vars.text.md, lineHeight: 1.35, letterSpacing: 0, overflowWrap: 'anywhere' });

export const pageLink = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  fontWeight: vars.weight.bold,
  color: vars.color.link,
  ':hover': { textDecoration: 'none' },
});

export const pageFamily = style({ fontSize: vars.text.sm, color: vars.color.muted });

/** The findings fold under the whole card on phones, under the page's text beside the score from tablets up. */
export const pageFindings = style({
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: '2' } },
});

export const findings = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, paddingTop: vars.space['2'], listStyle: 'none' });

export const finding = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const findingHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const checkLabel = style({ fontWeight: vars.weight.semibold, color: vars.color.ink });

export const subject = style({ fontSize: vars.text.sm, color: vars.color.ink, overflowWrap: 'anywhere', minWidth: 0 });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  display: 'block',
  fontSize: '0.875em',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.white,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  whiteSpace: 'pre-wrap',
});

export const findingMessage = style({ color: vars.color.text });

export const fix = style({ fontSize: vars.text.sm, color: vars.color.text, paddingLeft: vars.space['2'], borderLeft: `3px solid ${tones.good.strong}` });

export const fixLabel = style({ fontWeight: vars.weight.semibold, color: tones.good.color });

export const moreLine = style({ marginTop: vars.space['3'], color: vars.color.muted, fontSize: vars.text.sm });

globalStyle(`${status} ${spinner}`, {
  '@media': { [media.reducedMotion]: { animation: 'none', borderTopColor: vars.color.navy700, borderRightColor: vars.color.navy700 } },
});

/** Where the studio fixes a finding: a link under its fix. */
export const fixPlace = style({ fontSize: vars.text.sm, paddingLeft: vars.space['2'] });

export const recheckButton = style({ marginTop: vars.space['2'] });

export const recheckStatus = style({ fontSize: vars.text.sm, color: vars.color.muted, marginTop: vars.space['1'], overflowWrap: 'anywhere' });
