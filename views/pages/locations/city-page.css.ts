import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';

export const missing = style({ display: 'grid', gap: vars.space['5'], marginTop: vars.space['7'] });

export const missingTitle = style({ fontSize: vars.text.xl, color: vars.color.navy900 });
