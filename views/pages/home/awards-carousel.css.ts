import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { AWARD_IMAGE_SIZE } from '../../content/home-awards.js';
import { vars } from '../../theme/tokens.css.js';
import { overline } from '../../theme/utilities.css.js';

export const carousel = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.md,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

// Every slide sits in the same cell: the tallest sets the height, so changing slides never moves the page.
export const slides = style({ display: 'grid' });

export const slide = style({
  gridArea: '1 / 1',
  display: 'grid',
  gap: vars.space['5'],
  alignContent: 'start',
  visibility: 'hidden',
  opacity: 0,
  transition: 'opacity 300ms ease, visibility 0s linear 300ms',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space['6'], alignItems: 'start' },
  },
  selectors: {
    '&[data-active]': { visibility: 'visible', opacity: 1, transition: 'opacity 300ms ease, visibility 0s' },
  },
});

export const badge = style({ width: `${AWARD_IMAGE_SIZE.width}px`, height: `${AWARD_IMAGE_SIZE.height}px`, flexShrink: 0 });

export const image = style({ width: '100%', height: '100%' });

export const fallback = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space['1'],
  width: '100%',
  height: '100%',
  padding: vars.space['3'],
  borderRadius: '50%',
  backgroundColor: vars.color.navy100,
  color: vars.color.navy900,
  textAlign: 'center',
});

export const fallbackIcon = style({ color: vars.color.accentText });

export const fallbackTitle = style({ fontSize: '0.6875rem', fontWeight: vars.weight.semibold, lineHeight: 1.25 });

export const fallbackYear = style({ fontSize: vars.text.xs, fontWeight: vars.weight.bold });

export const body = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const category = style([
  overline,
  {
    paddingInline: vars.space['3'],
    paddingBlock: '0.2rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.navy100,
    color: vars.color.navy800,
  },
]);

export const year = style({ fontWeight: vars.weight.bold, color: vars.color.accentText });

export const title = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

export const organization = style({ fontWeight: vars.weight.medium, color: vars.color.text });

export const description = style({ color: vars.color.muted });

export const detail = style({ fontSize: vars.text.sm, color: vars.color.muted, fontStyle: 'italic' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

const roundButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  cursor: 'pointer',
  transition: 'border-color 150ms ease, background-color 150ms ease',
  ':hover': { borderColor: vars.color.navy900, backgroundColor: vars.color.surface },
});

export const arrow = roundButton;

export const rotation = style([roundButton, { marginLeft: 'auto' }]);

export const dots = style({ display: 'flex', alignItems: 'center' });

// A 44px target around a 10px dot; the active dot stretches into a pill.
export const dot = style({
  position: 'relative',
  width: '28px',
  height: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.borderStrong,
    transform: 'translate(-50%, -50%)',
    transition: 'width 200ms ease, background-color 200ms ease',
  },
  selectors: {
    '&:hover::before': { backgroundColor: vars.color.navy700 },
    '&[aria-current="true"]::before': { width: '22px', backgroundColor: vars.color.navy900 },
  },
});
