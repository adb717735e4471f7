import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';
import { panel, smallButton } from '../shared/admin-ui.css.js';
import type { ChangeWords } from './results-words.js';

// The results page (docs/product.md#27-results). Changes are green when up and red when down, with an arrow
// and the words "up"/"down" for those who cannot tell the colours apart; every text colour is 4.5:1 or better
// on white. The chart's visitors are navy bars, its leads an orange line (both 3:1 or better on white).

export const hidden = style(visuallyHiddenRules);

const GOOD = '#1b5e2f';
const BAD = '#8a1212';
/** The chart's series, also the legend's swatches. */
const VISITOR_FILL = vars.color.navy700;
const LEAD_STROKE = vars.color.accentText;

export const intro = style({ color: vars.color.muted, marginTop: vars.space['1'], maxWidth: '48rem' });

/** The page's parts, one under the other; a part is never wider than the page (its tables scroll in their own box). */
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['5'], minWidth: 0 });

/* The filter form */

export const filters = style([panel, { display: 'grid', gap: vars.space['4'] }]);

export const rangeGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['2'], fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: vars.color.ink });

export const ranges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** A range to choose: the small button's frame around a radio and its words, filled when chosen. */
export const rangeChoice = style([
  smallButton,
  {
    paddingInline: vars.space['3'],
    borderWidth: '1px',
    fontSize: vars.text.sm,
    fontWeight: vars.weight.medium,
    cursor: 'pointer',
    selectors: { '&:has(input:checked)': { borderColor: vars.color.navy900, backgroundColor: vars.color.navy100 } },
  },
]);

export const radio = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.navy900 });

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
});

export const period = style({ fontSize: vars.text.lg, fontWeight: vars.weight.semibold, color: vars.color.ink, overflowWrap: 'anywhere' });

export const periodPages = style({ display: 'block', fontSize: vars.text.sm, fontWeight: vars.weight.regular, color: vars.color.muted });

/* A section's head: its title and its download */

export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: vars.space['4'], rowGap: vars.space['1'], marginBottom: vars.space['3'] });

export const sectionTitle = style({ fontSize: vars.text.xl, color: vars.color.ink });

export const download = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: vars.weight.semibold, fontSize: vars.text.sm });

export const note = style({ fontSize: vars.text.sm, color: vars.color.muted });

/* Changes */

export const change = styleVariants({ up: GOOD, down: BAD, same: vars.color.muted, new: GOOD } satisfies Record<ChangeWords['tone'], string>, (color) => ({
  color,
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  whiteSpace: 'nowrap',
}));

export const before = style({ fontSize: vars.text.xs, color: vars.color.muted, whiteSpace: 'nowrap' });

/* Summary tiles */

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const tile = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space['1'], padding: vars.space['4'] }]);

export const tileName = style({ fontSize: vars.text.sm, color: vars.color.muted, fontWeight: vars.weight.semibold });

export const tileValue = style({ margin: 0, fontSize: '1.75rem', fontWeight: vars.weight.bold, color: vars.color.ink, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const tileChange = style({ margin: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space['2'] });

/* The daily chart */

export const chartPanel = style([panel, { display: 'grid', gap: vars.space['3'] }]);

export const chartLegend = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['4'], rowGap: vars.space['1'], fontSize: vars.text.sm, color: vars.color.text });

const swatch = { display: 'inline-block', marginRight: vars.space['2'], verticalAlign: 'middle' } as const;

export const visitorSwatch = style({ ...swatch, width: '0.9rem', height: '0.9rem', borderRadius: '2px', backgroundColor: VISITOR_FILL });

export const leadSwatch = style({ ...swatch, width: '1.2rem', height: '3px', borderRadius: '2px', backgroundColor: LEAD_STROKE });

/** The chart's three parts: the visitors' scale, the plot, the leads' scale; a fixed height, text in pixels. */
export const chartFrame = style({ display: 'grid', gridTemplateColumns: '2.25rem minmax(0, 1fr) 2rem', columnGap: vars.space['2'] });

const chartHeight = { display: 'block', width: '100%', height: '15rem', overflow: 'visible', '@media': { [media.tablet]: { height: '18rem' } } } as const;

export const plot = style(chartHeight);

export const axis = style(chartHeight);

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const bar = style({ fill: VISITOR_FILL });

export const leadLine = style({ fill: 'none', stroke: LEAD_STROKE, strokeWidth: 2.5, strokeLinejoin: 'round' });

/** Over many days a thinner line, so the bars still show between its turns. */
export const leadLineThin = style([leadLine, { strokeWidth: 1.25 }]);

export const leadDot = style({ fill: LEAD_STROKE, stroke: vars.color.white, strokeWidth: 1.5 });

const axisText = { fontSize: '12px', fontFamily: vars.font.body } as const;

export const visitorTick = style({ ...axisText, fill: VISITOR_FILL, fontWeight: vars.weight.semibold });

export const leadTick = style({ ...axisText, fill: LEAD_STROKE, fontWeight: vars.weight.semibold });

export const dayLabel = style({ ...axisText, fill: vars.color.muted });

/** Every other day's label, left out on phones where they would touch. */
export const minorDayLabel = style([dayLabel, { display: 'none', '@media': { [media.tablet]: { display: 'inline' } } }]);

/* Tables: the days' numbers and the report's rows */

/** A table's box: it scrolls on its own (focusable, so a keyboard scrolls it too), never the page. */
// Relative: the visually hidden words in its cells are placed in it, not beside the page.
export const scroller = style({ position: 'relative', overflowX: 'auto', minWidth: 0, maxWidth: '100%' });

/** The rows table's panel: no padding, so the pinned column meets the panel's edge. */
export const tableBox = style([panel, { padding: 0, overflow: 'hidden', '@media': { [media.tablet]: { padding: 0 } } }]);

/** What the rows table holds, above its scrolling box. */
export const tableTitle = style({ padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']}`, color: vars.color.muted, fontSize: vars.text.sm });

export const daysScroller = style([scroller, { maxHeight: '24rem', overflowY: 'auto', marginTop: vars.space['2'] }]);

export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.text.sm });

export const caption = style({ textAlign: 'left', captionSide: 'top', padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']}`, color: vars.color.muted, fontSize: vars.text.sm });

const cell = { padding: `${vars.space['2']} ${vars.space['3']}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' } as const;

export const th = style({
  ...cell,
  position: 'sticky',
  top: 0,
  backgroundColor: vars.color.white,
  borderBottomWidth: '2px',
  color: vars.color.muted,
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

/** The first column: pinned while the figures scroll under it, narrow on phones (its text wraps). */
const pinned = { position: 'sticky', left: 0, zIndex: 1, backgroundColor: vars.color.white, textAlign: 'left', boxShadow: `1px 0 0 ${vars.color.border}` } as const;

export const keyHead = style([th, pinned, { zIndex: 2 }]);

export const keyCell = style([
  cell,
  pinned,
  { minWidth: '9rem', maxWidth: '11rem', overflowWrap: 'anywhere', fontWeight: vars.weight.regular, '@media': { [media.tablet]: { maxWidth: '22rem', minWidth: '14rem' } } },
]);

export const dayCell = style([cell, pinned, { fontWeight: vars.weight.regular, whiteSpace: 'nowrap', color: vars.color.ink }]);

export const figureCell = style({ ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: vars.color.ink });

export const figureStack = style({ display: 'grid', justifyItems: 'end', gap: '1px' });

export const totalCell = style({ backgroundColor: vars.color.surface, borderTop: `2px solid ${vars.color.borderStrong}`, fontWeight: vars.weight.bold });

export const sortLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '32px',
  color: vars.color.link,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const sortCurrent = style({ color: vars.color.ink, textDecoration: 'underline', textDecorationThickness: '2px' });

export const rowKey = style({ fontWeight: vars.weight.semibold, color: vars.color.ink });

export const rowPath = style({ fontWeight: vars.weight.semibold, color: vars.color.link });

export const rowFamily = style({ display: 'block', fontSize: vars.text.xs, color: vars.color.muted });

export const rowLinks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['3'], fontSize: vars.text.xs });

/** Findings, Edit: small words, a target of 24 px all the same. */
export const rowLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '24px' });

/* Tabs: links to the same page by another dimension */

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], margin: 0, marginBottom: vars.space['3'], padding: 0, listStyle: 'none', borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  marginBottom: '-1px',
  borderBottom: '3px solid transparent',
  fontWeight: vars.weight.semibold,
  fontSize: vars.text.sm,
  color: vars.color.link,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  selectors: { '&[aria-current="true"]': { color: vars.color.ink, borderBottomColor: vars.color.navy900 } },
});

/* The funnel */

export const funnel = style({ display: 'grid', gap: vars.space['3'] });

export const step = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const stepHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: vars.space['3'], color: vars.color.ink });

export const stepName = style({ fontWeight: vars.weight.semibold });

export const stepCount = style({ fontWeight: vars.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const stepShare = style({ fontSize: vars.text.sm, fontWeight: vars.weight.regular, color: vars.color.muted });

export const stepBar = style({ display: 'block', width: '100%', height: '14px' });

export const stepTrack = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });

export const stepFill = style({ fill: VISITOR_FILL });

export const stepDrop = style({ fontSize: vars.text.sm, color: vars.color.muted });
