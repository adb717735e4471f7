import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';

export const cards = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['7'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.navy900}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.navy100,
  color: vars.color.navy900,
});

export const title = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', textDecorationThickness: '1px' },
});

export const description = style({ color: vars.color.muted });

export const features = style({
  display: 'grid',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const check = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accentText });

export const action = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  marginTop: vars.space['7'],
  '@media': { [media.tablet]: { display: 'flex', alignItems: 'center', gap: vars.space['5'] } },
});

export const note = style({ color: vars.color.muted });
