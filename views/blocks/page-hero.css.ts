import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
  '@media': { [media.desktop]: { paddingBlock: `${vars.space['6']} ${vars.space['9']}` } },
});

// Decorative: behind the right half of the hero (the side panel), fading out toward the copy so the
// picture never sits under the text; hidden on narrow screens where the copy takes the full width.
export const backdrop = style({
  display: 'none',
  position: 'absolute',
  zIndex: -1,
  top: 0,
  right: 0,
  width: '62%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'right center',
  opacity: 0.22,
  maskImage: 'linear-gradient(to right, transparent 0%, black 45%)',
  pointerEvents: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBottom: vars.space['7'],
  fontSize: vars.text.sm,
  color: vars.color.mutedOnDark,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  selectors: { '& + &::before': { content: '"/"', color: vars.color.mutedOnDark } },
});

export const crumbLink = style({ color: vars.color.white, textUnderlineOffset: '3px' });

export const inner = style({
  display: 'grid',
  gap: vars.space['7'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.45fr) minmax(0, 1fr)', alignItems: 'center', columnGap: vars.space['8'] },
  },
});

export const copy = style({ maxWidth: '44rem' });

export const title = style({
  fontSize: vars.text.h1,
  lineHeight: 1.08,
  letterSpacing: '-0.03em',
  color: vars.color.white,
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

export const intro = style({ marginTop: vars.space['5'], fontSize: vars.text.lg, color: vars.color.mutedOnDark, maxWidth: '38rem' });

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderTop: `4px solid ${vars.color.accent}`,
  vars: { [vars.color.focus]: vars.color.focusOnLight },
});

export const panelTitle = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

export const panelPoints = style({ display: 'grid', gap: vars.space['3'], fontWeight: vars.weight.medium });

export const panelPoint = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const check = style({ flexShrink: 0, marginTop: '3px', color: vars.color.accentText });

export const facts = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const factLabel = style({ color: vars.color.muted });

export const factValue = style({ margin: 0, fontWeight: vars.weight.semibold, color: vars.color.navy900, textAlign: 'right' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['5'],
  margin: 0,
  paddingTop: vars.space['6'],
  borderTop: '1px solid rgba(255, 255, 255, 0.16)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktop]: { gridColumn: '1 / -1' },
  },
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'] });

export const statValue = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.5rem)',
  fontWeight: vars.weight.bold,
  letterSpacing: '-0.03em',
  lineHeight: 1.1,
  color: vars.color.white,
});

export const statLabel = style({ fontSize: vars.text.sm, color: vars.color.mutedOnDark });
