import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';

// The locations index's state rows and the city link grid the state pages share. The rows build on the FAQ
// accordion's styles (views/blocks/blocks.css.ts) and only add what a state row has more.

export const stateList = style({ display: 'grid', gap: vars.space['3'], marginTop: vars.space['6'] });

export const stateRow = style({ minWidth: 0 });

export const stateSummary = style({ paddingBlock: vars.space['3'] });

export const stateHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  minWidth: 0,
});

export const stateName = style({ fontSize: vars.text.lg, fontWeight: vars.weight.semibold, color: vars.color.navy900 });

export const stateCount = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const stateBadge = style({ fontSize: vars.text.xs, padding: `2px ${vars.space['3']}` });

export const statePanel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});

export const statePageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space['2'],
  minHeight: '44px',
  fontWeight: vars.weight.semibold,
  color: vars.color.link,
  textUnderlineOffset: '3px',
});

const gridBase = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['3'] } },
});

/** 2 columns on phones, 3 on tablets, 4 on desktops, then up to 5 on wide screens. */
export const cityGrid = styleVariants({ 4: 4, 5: 5 }, (max) => [
  gridBase,
  {
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [media.wide]: { gridTemplateColumns: `repeat(${max}, minmax(0, 1fr))` },
    },
  },
]);

export const cityLink = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  fontWeight: vars.weight.medium,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  vars: { [vars.color.focus]: vars.color.focusOnLight },
  transition: 'border-color 150ms ease',
  ':hover': { borderColor: vars.color.navy700, textDecoration: 'underline', textUnderlineOffset: '3px' },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
