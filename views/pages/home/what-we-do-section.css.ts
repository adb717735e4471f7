import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';

export const cards = style({ marginTop: vars.space['7'] });

export const action = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  marginTop: vars.space['7'],
  '@media': { [media.tablet]: { display: 'flex', alignItems: 'center', gap: vars.space['5'] } },
});

export const note = style({ color: vars.color.muted });
