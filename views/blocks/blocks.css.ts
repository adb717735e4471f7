import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';
import { darkSurface } from '../theme/utilities.css.js';

// Styles of the content blocks' bodies (the section frame is in block-section.css.ts).

const gridBase = style({ display: 'grid', gap: vars.space['5'] });

export const cardGrid = styleVariants({ 2: 2, 3: 3, 4: 4 }, (columns) => [
  gridBase,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    },
  },
]);

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.navy900}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  vars: { [vars.color.focus]: vars.color.focusOnLight },
});

export const cardIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.navy100,
  color: vars.color.navy900,
});

export const cardTitle = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  ':hover': { textDecorationThickness: '2px' },
});

export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.navy100,
  color: vars.color.navy900,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.semibold,
});

export const cardText = style({ color: vars.color.muted });

export const features = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const check = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accentText });

// Steps: a numbered list; the numbers are drawn by a CSS counter so they stay out of the text.
export const steps = styleVariants({ 2: cardGrid[2], 3: cardGrid[3], 4: cardGrid[4] }, (grid) => [
  grid,
  { counterReset: 'step', listStyle: 'none' },
]);

export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  '::before': {
    content: 'counter(step)',
    display: 'inline-grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accent,
    color: vars.color.navy950,
    fontWeight: vars.weight.bold,
  },
});

export const stepTitle = style({ fontSize: vars.text.h3, color: vars.color.navy900 });

export const stepText = style({ color: vars.color.muted });

// FAQ accordion: <details name> gives one-open-at-a-time without JavaScript.
export const faqList = style({ display: 'grid', gap: vars.space['3'], maxWidth: '52rem' });

export const faqItem = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  vars: { [vars.color.focus]: vars.color.focusOnLight },
});

export const faqSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: '44px',
  padding: `${vars.space['4']} ${vars.space['5']}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const faqQuestion = style({ fontSize: vars.text.lg, fontWeight: vars.weight.semibold, color: vars.color.navy900 });

export const faqChevron = style({
  flexShrink: 0,
  color: vars.color.navy900,
  transition: 'transform 150ms ease',
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const faqAnswer = style({
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  color: vars.color.muted,
  lineHeight: 1.7,
});

// Table: scrolls sideways inside its own box on narrow screens, never the page.
export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
});

export const table = style({ width: '100%', minWidth: '40rem', borderCollapse: 'collapse', fontSize: vars.text.sm, color: vars.color.text });

export const caption = style({ padding: vars.space['4'], textAlign: 'left', fontWeight: vars.weight.semibold, color: vars.color.navy900 });

export const th = style({
  padding: vars.space['3'],
  textAlign: 'left',
  backgroundColor: vars.color.navy900,
  color: vars.color.white,
  fontWeight: vars.weight.semibold,
  verticalAlign: 'bottom',
});

export const td = style({
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr:nth-child(even) > &': { backgroundColor: vars.color.surface } },
});

export const rowHeader = style([td, { textAlign: 'left', fontWeight: vars.weight.semibold, color: vars.color.navy900 }]);

export const note = style({ marginTop: vars.space['4'], fontSize: vars.text.sm, color: vars.color.muted });

// Testimonials.
export const quotes = style([gridBase, { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);

export const quote = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  borderLeft: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const quoteText = style({ fontSize: vars.text.lg, lineHeight: 1.6 });

export const quoteBy = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const quoteRole = style({ display: 'block', fontWeight: vars.weight.semibold, color: vars.color.navy900 });

// Contact block.
export const contactLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const contactPanel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  vars: { [vars.color.focus]: vars.color.focusOnLight },
});

export const contactLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const contactPhone = style({
  fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
  fontWeight: vars.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.navy900,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const contactDetails = style({ display: 'grid', gap: vars.space['4'], margin: 0 });

export const contactValue = style({ margin: 0, fontWeight: vars.weight.medium, overflowWrap: 'anywhere' });

export const contactLink = style({ color: vars.color.link });

export const onDarkText = style({ selectors: { [`${darkSurface} &`]: { color: vars.color.mutedOnDark } } });
