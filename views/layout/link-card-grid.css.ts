import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';

const gridBase = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid = styleVariants({ 3: 3, 4: 4 }, (columns) => [
  gridBase,
  { '@media': { [media.desktop]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } } },
]);

export const arrow = style({ flexShrink: 0, color: vars.color.accentText });

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  height: '100%',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
  textDecoration: 'none',
  transition: 'border-color 150ms ease, box-shadow 150ms ease, transform 150ms ease',
  ':hover': { borderColor: vars.color.navy700, boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.text.lg,
  fontWeight: vars.weight.semibold,
  lineHeight: 1.3,
  color: vars.color.navy900,
  selectors: { [`${card}:hover &`]: { textDecoration: 'underline', textDecorationThickness: '1px' } },
});

export const cardText = style({ fontSize: vars.text.sm, color: vars.color.muted });
