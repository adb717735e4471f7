import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { overline, raisedPanel, strongLink, withIcon } from '../../theme/utilities.css.js';

export const contact = style({
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const layout = style({
  display: 'grid',
  gap: vars.space['7'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', alignItems: 'start' } },
});

export const aside = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 });

export const panel = style([
  raisedPanel,
  {
    gap: vars.space['2'],
    borderTopColor: vars.color.accent,
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  },
]);

export const label = style([overline, withIcon, { display: 'flex', color: vars.color.muted }]);

export const icon = style({ flexShrink: 0, color: vars.color.accentText });

export const phone = style([
  strongLink,
  { justifySelf: 'start', fontSize: 'clamp(2rem, 1.4rem + 2vw, 3rem)', letterSpacing: '-0.03em', lineHeight: 1.15 },
]);

export const details = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: `${vars.space['4']} 0 0`,
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const value = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.text.lg,
  fontWeight: vars.weight.semibold,
  color: vars.color.navy900,
});

export const email = style({ color: vars.color.navy900, overflowWrap: 'anywhere' });
