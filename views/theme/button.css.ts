import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontWeight: vars.weight.semibold,
  fontSize: vars.text.md,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease, transform 150ms ease',
  ':active': { transform: 'translateY(1px)' },
});

/** Link and button looks. `primary` is the warm call to action; `outlineOnDark` sits on navy. */
export const button = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.accent,
      color: vars.color.navy950,
      boxShadow: vars.shadow.sm,
      ':hover': { backgroundColor: vars.color.accentHover },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: vars.color.navy900,
      color: vars.color.white,
      ':hover': { backgroundColor: vars.color.navy700 },
    },
  ],
  outline: [
    base,
    {
      backgroundColor: vars.color.white,
      color: vars.color.navy900,
      borderColor: vars.color.borderStrong,
      ':hover': { borderColor: vars.color.navy900 },
    },
  ],
  outlineOnDark: [
    base,
    {
      backgroundColor: 'transparent',
      color: vars.color.white,
      borderColor: 'rgba(255, 255, 255, 0.45)',
      ':hover': { borderColor: vars.color.white, backgroundColor: 'rgba(255, 255, 255, 0.08)' },
    },
  ],
});

export const buttonLarge = style({ minHeight: '52px', paddingInline: vars.space['6'], fontSize: vars.text.lg });

/** A square, 44px, icon-only button (close buttons, the menu toggle); compose to change size or surface. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.navy900,
  cursor: 'pointer',
});
