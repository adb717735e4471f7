import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';

const base = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid = styleVariants({ 2: 2, 3: 3, 4: 4 }, (columns) => [
  base,
  { '@media': { [media.desktop]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } } },
]);

export const tone = styleVariants({ dark: {}, light: {} });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  selectors: {
    [`${tone.dark} &`]: {
      backgroundColor: 'rgba(255, 255, 255, 0.04)',
      border: '1px solid rgba(255, 255, 255, 0.12)',
    },
    [`${tone.light} &`]: {
      backgroundColor: vars.color.white,
      border: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.sm,
    },
  },
});

// The figure reads first on screen; in the markup the label (dt) comes first for screen readers.
export const metric = style({
  order: -1,
  margin: 0,
  fontSize: 'clamp(2rem, 1.6rem + 1.4vw, 2.75rem)',
  fontWeight: vars.weight.bold,
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
  selectors: {
    [`${tone.dark} &`]: { color: vars.color.accent },
    [`${tone.light} &`]: { color: vars.color.navy900 },
  },
});

export const label = style({
  fontWeight: vars.weight.semibold,
  selectors: {
    [`${tone.dark} &`]: { color: vars.color.white },
    [`${tone.light} &`]: { color: vars.color.ink },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.text.sm,
  selectors: {
    [`${tone.dark} &`]: { color: vars.color.mutedOnDark },
    [`${tone.light} &`]: { color: vars.color.muted },
  },
});
