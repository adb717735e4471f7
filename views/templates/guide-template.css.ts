import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

export const byline = style({ marginTop: vars.space['4'], fontSize: vars.text.sm, color: vars.color.mutedOnDark });
