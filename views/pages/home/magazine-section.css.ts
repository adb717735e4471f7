import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { overline, withIcon } from '../../theme/utilities.css.js';

export const band = style({ backgroundColor: vars.color.surface, borderTop: `1px solid ${vars.color.border}` });

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['7'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// Phones: cover beside the title, text below across the card. Wider: cover beside everything.
export const card = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gridTemplateAreas: '"cover head" "text text"',
  gap: vars.space['4'],
  alignItems: 'start',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '168px minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"cover head" "cover text"',
      columnGap: vars.space['5'],
      rowGap: vars.space['3'],
      padding: vars.space['6'],
    },
  },
});

export const cover = style({
  gridArea: 'cover',
  width: '100%',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});

export const head = style({ gridArea: 'head', display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const text = style({ gridArea: 'text', display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const publisher = style([overline, { color: vars.color.accentText }]);

export const title = style({ fontSize: vars.text.h3, lineHeight: 1.3, color: vars.color.navy900 });

export const meta = style({ fontSize: vars.text.sm, fontWeight: vars.weight.medium, color: vars.color.text });

export const description = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const category = style({ fontSize: vars.text.xs, fontWeight: vars.weight.semibold, color: vars.color.navy700 });

export const read = style([withIcon, { fontWeight: vars.weight.semibold }]);
