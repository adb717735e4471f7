import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';

/**
 * Hidden until keyboard focus enters it, then a panel fixed to the bottom of the viewport. Fixed, not in
 * the flow: following one of its #anchors drops focus and hides it again, and a panel in the flow would
 * change the page height in the middle of that scroll.
 */
export const nav = style({
  ...visuallyHiddenRules,
  backgroundColor: vars.color.navy950,
  color: vars.color.white,
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  selectors: {
    '&:focus-within': {
      position: 'fixed',
      zIndex: vars.z.skip,
      insetInline: 0,
      bottom: 0,
      top: 'auto',
      width: 'auto',
      height: 'auto',
      maxHeight: '60vh',
      margin: 0,
      overflow: 'auto',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
      paddingBlock: vars.space['5'],
      borderTop: `3px solid ${vars.color.accent}`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const list = style({
  display: 'grid',
  gap: `${vars.space['1']} ${vars.space['5']}`,
  fontSize: vars.text.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
