import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** `onLight` for the white header, `onDark` for the navy footer. */
export const link = styleVariants({
  onLight: [base, { color: vars.color.navy900 }],
  onDark: [base, { color: vars.color.white }],
});

export const name = style({
  fontSize: vars.text.lg,
  fontWeight: vars.weight.bold,
  letterSpacing: '-0.01em',
  lineHeight: 1.1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
