import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { iconButton } from '../theme/button.css.js';
import { vars } from '../theme/tokens.css.js';

// Scroll lock while the dialog is open; the gutter stays so the page behind does not shift.
globalStyle('html[data-scroll-locked]', { overflow: 'hidden', scrollbarGutter: 'stable' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 150 });

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: 'rgba(6, 26, 51, 0.6)',
  animation: `${fadeIn} 200ms ease-out`,
});

export const panel = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '36rem',
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} 250ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  outline: 'none',
});

export const header = style({
  position: 'relative',
  padding: `${vars.space['5']} ${vars.space['7']} ${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

export const title = style({ fontSize: vars.text.xl, color: vars.color.ink });

export const intro = style({ marginTop: vars.space['1'], color: vars.color.muted, fontSize: vars.text.sm });

export const close = style([
  iconButton,
  { position: 'absolute', top: vars.space['3'], right: vars.space['3'], ':hover': { backgroundColor: vars.color.surface } },
]);

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  padding: vars.space['5'],
  '@media': { [media.tablet]: { padding: `${vars.space['5']} ${vars.space['6']}` } },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const banner = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: '1px solid #86c49a',
  backgroundColor: '#ecf8f0',
  color: '#14532d',
});

export const bannerTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontWeight: vars.weight.bold });

export const alert = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: '1px solid #f2b8b5',
  backgroundColor: '#fef3f2',
  color: '#7a271a',
});

export const alertLink = style({ color: '#7a271a', fontWeight: vars.weight.bold, whiteSpace: 'nowrap' });

export const submit = style({ width: '100%', selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.75 } } });

export const call = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['1'],
  paddingTop: vars.space['2'],
  fontSize: vars.text.sm,
  color: vars.color.muted,
});

export const callLink = style({ fontWeight: vars.weight.bold, color: vars.color.navy900 });
