import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { iconButton } from '../theme/button.css.js';
import { vars } from '../theme/tokens.css.js';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1.5rem))', opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});

/** The notification region (F8): bottom of the screen, at most 420 px wide. */
export const region = style({
  position: 'fixed',
  zIndex: 200,
  bottom: 0,
  right: 0,
  left: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  margin: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  outline: 'none',
  '@media': { [media.tablet]: { left: 'auto', width: '100%', maxWidth: '420px' } },
});

export const toast = style({
  vars: { '--toast-swipe': '0px' },
  pointerEvents: 'auto',
  position: 'relative',
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['4']} ${vars.space['7']} ${vars.space['4']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  touchAction: 'pan-y',
  userSelect: 'none',
  transform: 'translateX(var(--toast-swipe))',
  animation: `${slideIn} 200ms ease-out`,
  selectors: {
    '&[data-variant="destructive"]': {
      vars: { [vars.color.focus]: vars.color.focusOnDark },
      backgroundColor: '#b42318',
      borderColor: '#912018',
      color: vars.color.white,
    },
    '&[data-swiping]': { transition: 'none' },
    '&:not([data-swiping])': { transition: 'transform 150ms ease' },
  },
});

export const title = style({ fontWeight: vars.weight.semibold, fontSize: vars.text.md, lineHeight: 1.4 });

export const description = style({ fontSize: vars.text.sm, lineHeight: 1.5, opacity: 0.95 });

export const close = style([
  iconButton,
  {
    position: 'absolute',
    top: vars.space['2'],
    right: vars.space['2'],
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.sm,
    color: 'inherit',
    ':hover': { backgroundColor: 'rgba(15, 27, 45, 0.08)' },
  },
]);
