import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';

export const page = style({
  paddingBlock: vars.space['8'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['9'] } },
});

export const intro = style({ maxWidth: '40rem' });

export const title = style({ fontSize: vars.text.h1, color: vars.color.ink, letterSpacing: '-0.03em' });

export const text = style({ marginTop: vars.space['4'], fontSize: vars.text.lg, color: vars.color.muted });

export const note = style({ marginTop: vars.space['3'], fontSize: vars.text.sm, color: vars.color.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['6'] });

export const links = style({
  marginTop: vars.space['8'],
  paddingTop: vars.space['7'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const linksTitle = style({ marginBottom: vars.space['5'], fontSize: vars.text.xl, color: vars.color.ink });
