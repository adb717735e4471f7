import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { iconButton } from '../theme/button.css.js';
import { vars } from '../theme/tokens.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/**
 * The slide-out panel: a modal <dialog> docked to the right edge, full height, over a dimmed page (its
 * ::backdrop). The browser's own dialog look (centred box, border, padding, capped size) is undone.
 */
export const panel = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: '100%',
  maxWidth: '36rem',
  height: 'auto',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  overflow: 'visible',
  color: 'inherit',
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${slideIn} 250ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
  },
});

globalStyle(`${panel}::backdrop`, {
  backgroundColor: 'rgba(6, 26, 51, 0.6)',
  animation: `${fadeIn} 200ms ease-out`,
  // The global reduced-motion rule (theme/global.css.ts) does not reach pseudo-elements such as this one.
  '@media': { [media.reducedMotion]: { animationDuration: '0.01ms' } },
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
