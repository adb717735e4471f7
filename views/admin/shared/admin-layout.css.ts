import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';

export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.z.skip,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.navy950,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-150%)',
  selectors: { '&:focus': { transform: 'translateY(0)' } },
});

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: vars.color.surface });

export const header = style({
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  backgroundColor: vars.color.navy900,
  color: vars.color.white,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['5'],
  rowGap: vars.space['1'],
  maxWidth: '1320px',
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space['2'],
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  color: vars.color.white,
  fontWeight: vars.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const brandTag = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
  color: vars.color.navy950,
  fontSize: vars.text.xs,
  fontWeight: vars.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const nav = style({
  order: 3,
  flexBasis: '100%',
  '@media': { [media.tablet]: { order: 0, flexBasis: 'auto' } },
});

// Wraps rather than overflows: an admin's three links fit a 390 px phone, a longer list must still.
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.mutedOnDark,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  ':hover': { color: vars.color.white, backgroundColor: 'rgba(255, 255, 255, 0.08)' },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.white, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  // May shrink below its text: a long username wraps instead of widening a 390 px phone.
  minWidth: 0,
  marginLeft: 'auto',
  fontSize: vars.text.sm,
  color: vars.color.mutedOnDark,
});

/**
 * Who is signed in, as the link to their own account page: a target 44 px high on one line. A long
 * username is shown whole: it wraps (anywhere, a username has no spaces) rather than being cut.
 */
export const who = style({
  position: 'relative',
  display: 'block',
  minWidth: 0,
  maxWidth: '30rem',
  overflowWrap: 'anywhere',
  lineHeight: '24px',
  paddingBlock: '10px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.mutedOnDark,
  textDecoration: 'none',
  ':hover': { color: vars.color.white, backgroundColor: 'rgba(255, 255, 255, 0.08)' },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.white, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const whoName = style({
  color: vars.color.white,
  fontWeight: vars.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** Words for screen readers only (where the signed-in name leads). */
export const hidden = style(visuallyHiddenRules);

export const signOut = style({
  minHeight: '44px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: '2px solid rgba(255, 255, 255, 0.45)',
  backgroundColor: 'transparent',
  color: vars.color.white,
  fontWeight: vars.weight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':hover': { borderColor: vars.color.white, backgroundColor: 'rgba(255, 255, 255, 0.08)' },
  ':disabled': { opacity: 0.7, cursor: 'progress' },
});

export const signOutError = style({ color: vars.color.focusOnDark, fontSize: vars.text.xs });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1320px',
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space['5'],
  ':focus': { outline: 'none' },
  '@media': { [media.desktop]: { paddingBlock: vars.space['6'] } },
});

export const narrow = style({ maxWidth: '30rem', paddingBlock: vars.space['7'] });
