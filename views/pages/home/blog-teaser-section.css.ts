import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { overline, withIcon } from '../../theme/utilities.css.js';

export const band = style({ backgroundColor: vars.color.surface, borderTop: `1px solid ${vars.color.border}` });

export const header = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' } },
});

export const allLink = style([
  withIcon,
  { justifySelf: 'start', fontWeight: vars.weight.semibold, color: vars.color.link, paddingBlock: vars.space['2'] },
]);

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['7'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)', gridTemplateRows: 'auto auto' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 150ms ease, box-shadow 150ms ease, transform 150ms ease',
  ':hover': { borderColor: vars.color.navy700, boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
});

// The highlighted article: navy, larger, and on desktop as tall as the two others together.
export const highlight = style([
  card,
  {
    vars: { [vars.color.focus]: vars.color.focusOnDark },
    minHeight: '18rem',
    borderColor: vars.color.navy900,
    backgroundColor: vars.color.navy900,
    backgroundImage: `radial-gradient(circle at 85% 15%, ${vars.color.navy700} 0, transparent 55%)`,
    color: vars.color.white,
    '@media': {
      [media.tablet]: { gridColumn: '1 / -1' },
      [media.desktop]: { gridColumn: 'auto', gridRow: '1 / span 2', padding: vars.space['7'] },
    },
  },
]);

// In the highlighted card the category stays at the top and the rest sits at the bottom.
export const category = style([
  overline,
  {
    color: vars.color.accentText,
    selectors: { [`${highlight} &`]: { color: vars.color.accent, marginBottom: 'auto', paddingBottom: vars.space['6'] } },
  },
]);

export const title = style({
  fontSize: vars.text.h3,
  lineHeight: 1.3,
  color: vars.color.navy900,
  selectors: { [`${highlight} &`]: { fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)', lineHeight: 1.2, color: vars.color.white } },
});

// The title link covers the whole card, so the card is one link and one tab stop.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: { [`${card}:hover &, ${highlight}:hover &`]: { textDecoration: 'underline', textDecorationThickness: '1px' } },
});

export const excerpt = style({
  color: vars.color.muted,
  selectors: { [`${highlight} &`]: { color: vars.color.mutedOnDark, fontSize: vars.text.lg, maxWidth: '34rem' } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  fontSize: vars.text.sm,
  selectors: { [`${highlight} &`]: { marginTop: vars.space['3'] } },
});

export const readTime = style([
  withIcon,
  { color: vars.color.muted, selectors: { [`${highlight} &`]: { color: vars.color.mutedOnDark } } },
]);

export const more = style([
  withIcon,
  {
    fontWeight: vars.weight.semibold,
    color: vars.color.link,
    selectors: { [`${highlight} &`]: { color: vars.color.accent } },
  },
]);
