import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { withIcon } from '../../theme/utilities.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['7'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)', alignItems: 'stretch' } },
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space['7'] } },
});

export const ctaTitle = style({ fontSize: 'clamp(1.375rem, 1.2rem + 0.6vw, 1.75rem)', color: vars.color.white });

export const ctaText = style({ color: vars.color.mutedOnDark });

export const call = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.text.sm, color: vars.color.mutedOnDark });

export const phone = style([
  withIcon,
  {
    fontSize: vars.text.xl,
    fontWeight: vars.weight.bold,
    color: vars.color.white,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
]);
