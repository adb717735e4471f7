import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';

export const popular = style({
  marginTop: vars.space['8'],
  paddingTop: vars.space['7'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const popularTitle = style({ marginBottom: vars.space['5'], fontSize: vars.text.xl, color: vars.color.ink });
