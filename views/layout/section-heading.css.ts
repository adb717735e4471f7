import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

export const heading = style({ display: 'grid', gap: vars.space['4'], maxWidth: '46rem' });
