import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';
import { overline, withIcon } from '../theme/utilities.css.js';

export const footer = style({
  paddingTop: vars.space['8'],
  backgroundColor: vars.color.navy950,
  fontSize: vars.text.sm,
});

export const top = style({
  display: 'grid',
  gap: vars.space['7'],
  paddingBottom: vars.space['7'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2.4fr)', gap: vars.space['8'] } },
});

export const about = style({ display: 'grid', alignContent: 'start', gap: vars.space['5'] });

export const brand = style({ justifySelf: 'start' });

export const tagline = style({ color: vars.color.mutedOnDark, maxWidth: '22rem' });

export const contact = style({ display: 'grid', gap: vars.space['3'], fontStyle: 'normal' });

export const contactItem = style([
  withIcon,
  {
    gap: vars.space['3'],
    justifySelf: 'start',
    color: vars.color.white,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: { 'a&:hover': { textDecoration: 'underline' } },
  },
]);

export const contactIcon = style({ flexShrink: 0, color: vars.color.accent });

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'start',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  border: '1px solid rgba(255, 255, 255, 0.25)',
  color: vars.color.white,
  transition: 'background-color 150ms ease, border-color 150ms ease',
  ':hover': { backgroundColor: 'rgba(255, 255, 255, 0.08)', borderColor: vars.color.white },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['6']} ${vars.space['5']}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const columnTitle = style([overline, { marginBottom: vars.space['4'], color: vars.color.accent }]);

export const columnList = style({ display: 'grid', gap: vars.space['2'] });

export const columnLink = style({
  display: 'inline-block',
  paddingBlock: '2px',
  color: vars.color.mutedOnDark,
  textDecoration: 'none',
  ':hover': { color: vars.color.white, textDecoration: 'underline' },
  selectors: { '&[aria-current="page"]': { color: vars.color.white } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['5'],
  borderTop: '1px solid rgba(255, 255, 255, 0.12)',
  color: vars.color.mutedOnDark,
  fontSize: vars.text.xs,
});
