import { style } from '@vanilla-extract/css';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP } from '../../client/tooltip-delay.js';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';

export const root = style({
  display: 'none',
  position: 'fixed',
  right: vars.space['5'],
  top: '50%',
  zIndex: vars.z.floating,
  transform: 'translateY(-50%)',
  transition: 'opacity 200ms ease, transform 200ms ease, visibility 0s linear 0s',
  '@media': { [media.desktop]: { display: 'block' } },
  selectors: {
    // visibility: hidden also takes the link out of the tab order while it is stepped aside.
    '&[data-hidden]': {
      opacity: 0,
      visibility: 'hidden',
      transform: 'translate(24px, -50%)',
      transition: 'opacity 200ms ease, transform 200ms ease, visibility 0s linear 200ms',
    },
  },
});

export const button = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.navy950,
  border: `3px solid ${vars.color.white}`,
  boxShadow: vars.shadow.lg,
  textDecoration: 'none',
  transition: 'transform 150ms ease, background-color 150ms ease',
  ':hover': { backgroundColor: vars.color.accentHover },
  // The ring sits on the white border, so it shows over light and navy sections alike.
  ':focus-visible': { outlineOffset: 0 },
});

export const tooltip = style({
  position: 'absolute',
  right: 'calc(100% + 12px)',
  top: '50%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.lg,
  opacity: 0,
  pointerEvents: 'none',
  transform: 'translate(6px, -50%)',
  transition: 'opacity 150ms ease 0s, transform 150ms ease 0s',
  selectors: {
    // Hover opens it after the delay, or at once within the skip window (client/tooltip-delay.ts); keyboard focus at once.
    [`${button}:hover > &`]: {
      opacity: 1,
      transform: 'translate(0, -50%)',
      transitionDelay: `${TOOLTIP_DELAY_MS}ms`,
    },
    [`html[${TOOLTIP_SKIP}] ${button}:hover > &`]: { transitionDelay: '0s' },
    [`${button}:focus-visible > &`]: { opacity: 1, transform: 'translate(0, -50%)' },
  },
});
