import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';

export const cards = style({ marginTop: vars.space['7'] });
