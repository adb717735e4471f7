import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { strongLink, withIcon } from '../../theme/utilities.css.js';

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

export const inner = style({
  display: 'grid',
  gap: vars.space['7'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.45fr) minmax(0, 1fr)',
      alignItems: 'center',
      columnGap: vars.space['8'],
    },
  },
});

export const copy = style({ maxWidth: '40rem' });

export const title = style({
  fontSize: vars.text.h1,
  lineHeight: 1.08,
  letterSpacing: '-0.03em',
  color: vars.color.white,
  textWrap: 'balance',
});

export const intro = style({
  marginTop: vars.space['5'],
  fontSize: vars.text.lg,
  color: vars.color.mutedOnDark,
  maxWidth: '36rem',
});

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap' } },
});

export const desk = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  vars: { [vars.color.focus]: vars.color.focusOnLight },
  borderTop: `4px solid ${vars.color.accent}`,
});

export const deskTitle = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

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
