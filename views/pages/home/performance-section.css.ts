import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';

export const metrics = style({ marginTop: vars.space['7'] });
