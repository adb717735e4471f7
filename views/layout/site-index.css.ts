import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';
import { overline } from '../theme/utilities.css.js';
import { visuallyHiddenRules } from '../theme/visually-hidden.js';

export const index = style({
  ...visuallyHiddenRules,
  backgroundColor: vars.color.navy950,
  color: vars.color.white,
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  selectors: {
    '&:focus-within': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
      paddingBlock: vars.space['6'],
      borderTop: '1px solid rgba(255, 255, 255, 0.12)',
    },
  },
});

export const groups = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const title = style([overline, { marginBottom: vars.space['2'], color: vars.color.accent }]);

export const list = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.text.sm });

export const link = style({ color: vars.color.mutedOnDark, ':hover': { color: vars.color.white } });
