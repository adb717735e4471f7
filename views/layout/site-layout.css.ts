import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.z.skip,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.navy900,
  color: vars.color.white,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-150%)',
  selectors: {
    '&:focus': { transform: 'translateY(0)', outlineColor: vars.color.focusOnDark },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  backgroundColor: vars.color.white,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const main = style({
  display: 'block',
  // Focus lands here from the skip link; the ring would outline the whole page.
  ':focus': { outline: 'none' },
});
