import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { strongLink, withIcon } from '../../theme/utilities.css.js';

// The layout, title, actions and dispatch panel are the page hero block's (views/blocks/page-hero.css.ts);
// what is here is the home page's own: more room above, the route artwork, a narrower copy column and
// the phone number inside the panel.
export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  paddingBlock: `${vars.space['8']} ${vars.space['7']}`,
  '@media': { [media.desktop]: { paddingBlock: `${vars.space['9']} ${vars.space['8']}` } },
});

// Decorative only, and only where there is room beside the copy; on small screens it would cross the text.
// Its routes sit in the right 40% of the drawing, behind the dispatch card.
export const artwork = style({
  display: 'none',
  position: 'absolute',
  zIndex: -1,
  top: 0,
  right: 0,
  width: '100%',
  height: 'auto',
  pointerEvents: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const copy = style({ maxWidth: '40rem' });

export const intro = style({
  marginTop: vars.space['5'],
  fontSize: vars.text.lg,
  color: vars.color.mutedOnDark,
  maxWidth: '36rem',
});

export const deskIntro = style({ color: vars.color.muted, fontSize: vars.text.sm });

export const deskPhone = style([
  withIcon,
  strongLink,
  {
    gap: vars.space['3'],
    justifySelf: 'start',
    marginBlock: vars.space['2'],
    fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 1.875rem)',
  },
]);

export const deskPoints = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
});

export const check = style({
  display: 'inline-block',
  verticalAlign: '-4px',
  marginRight: vars.space['2'],
  color: vars.color.accentText,
});
