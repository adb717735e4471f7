import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';
import { withIcon } from '../../theme/utilities.css.js';

export const band = style({ backgroundColor: vars.color.surface, borderTop: `1px solid ${vars.color.border}` });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  marginTop: vars.space['7'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
});

export const title = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

export const stateLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', textDecorationThickness: '1px' },
});

// "Texas State page" for screen readers; on screen the arrow says it.
export const stateHint = style(visuallyHiddenRules);

export const arrow = style({ flexShrink: 0, color: vars.color.accentText });

export const description = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const airports = style([withIcon, { fontSize: vars.text.xs, fontWeight: vars.weight.semibold, color: vars.color.navy700 }]);

export const cities = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const city = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
  color: vars.color.link,
});

export const action = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space['7'] });
