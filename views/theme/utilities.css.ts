import { style } from '@vanilla-extract/css';
import { media } from './media.js';
import { vars } from './tokens.css.js';
import { visuallyHiddenRules } from './visually-hidden.js';

/** Centred content column, max 1200px. */
export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/** Navy surface: light text, and a focus ring colour that shows on dark backgrounds. */
export const darkSurface = style({
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  backgroundColor: vars.color.navy900,
  color: vars.color.white,
});

/** Vertical rhythm for page sections. */
export const section = style({
  paddingBlock: vars.space['8'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['9'] } },
});

export const sectionTitle = style({
  fontSize: vars.text.h2,
  textWrap: 'balance',
  color: vars.color.ink,
  selectors: { [`${darkSurface} &`]: { color: vars.color.white } },
});

export const lead = style({
  fontSize: vars.text.lg,
  color: vars.color.muted,
  maxWidth: '42rem',
  selectors: { [`${darkSurface} &`]: { color: vars.color.mutedOnDark } },
});

/** Small upper-case label: group titles, column titles, field labels. Colour is set by the user. */
export const overline = style({
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.1em',
  lineHeight: 1.4,
  textTransform: 'uppercase',
});

/** An icon followed by text on one line. */
export const withIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

/** A bold, undecorated navy link that underlines on hover (phone numbers, prominent contacts). */
export const strongLink = style({
  fontWeight: vars.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.navy900,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

/** Small upper-case label above a heading. */
export const eyebrow = style([
  overline,
  {
    display: 'inline-block',
    marginBottom: vars.space['3'],
    letterSpacing: '0.12em',
    color: vars.color.accentText,
    selectors: { [`${darkSurface} &`]: { color: vars.color.accent } },
  },
]);

/** A white raised panel with a 4px coloured top edge (home contact details, the home quote form). */
export const raisedPanel = style({
  display: 'grid',
  padding: `${vars.space['6']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: '4px',
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.md,
  minWidth: 0,
});
