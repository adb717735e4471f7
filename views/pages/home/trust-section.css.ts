import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space['7'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)', columnGap: vars.space['8'], alignItems: 'start' },
  },
});

export const copy = style({ display: 'grid', gap: vars.space['6'] });

export const points = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.weight.medium,
  color: vars.color.text,
});

export const point = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const check = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accentText });
