import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';
import { darkSurface } from '../theme/utilities.css.js';

export const tone = styleVariants({
  plain: { backgroundColor: vars.color.white },
  tinted: { backgroundColor: vars.color.surface },
  dark: [darkSurface],
});

/** Anchored sections land below the sticky header. */
export const anchored = style({ scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` });

export const body = style({ marginTop: vars.space['7'] });

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['7'],
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } },
});

export const paragraphs = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '46rem',
  fontSize: vars.text.lg,
  lineHeight: 1.7,
  color: vars.color.text,
  selectors: { [`${darkSurface} &`]: { color: vars.color.mutedOnDark } },
});

export const checklist = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
  maxWidth: '46rem',
  fontWeight: vars.weight.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'] } },
});

export const checkItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const check = style({
  flexShrink: 0,
  marginTop: '3px',
  color: vars.color.accentText,
  selectors: { [`${darkSurface} &`]: { color: vars.color.accent } },
});
