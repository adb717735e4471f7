import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';

// The recruitment forms' groups and outcomes. Field looks come from views/forms/field.css.ts, the card from
// views/forms/form-card.css.ts.

const danger = '#b42318';

/** A group of choices; spans both columns of the field grid. */
export const fieldset = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const legend = style({
  paddingInline: vars.space['1'],
  fontSize: vars.text.sm,
  fontWeight: vars.weight.semibold,
  color: vars.color.ink,
});

export const checkbox = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.navy900,
  cursor: 'pointer',
});

/** Equipment types: one column on phones, more as space allows. */
export const choiceGrid = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});

export const radioRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.text.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.navy700 },
    '&:has(input:checked)': { borderColor: vars.color.navy700, backgroundColor: vars.color.navy100 },
  },
});

/** The 51 state codes: a compact grid, five or more columns even at 390 px. */
export const stateGrid = style({
  display: 'grid',
  gap: vars.space['1'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(3.6rem, 1fr))',
});

export const stateChoice = style([
  choice,
  { gap: vars.space['1'], minHeight: '40px', padding: `0 ${vars.space['2']}`, fontVariantNumeric: 'tabular-nums', fontWeight: vars.weight.medium },
]);

export const bulk = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const bulkButton = style({
  minHeight: '36px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  font: 'inherit',
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.navy900 },
});

export const confirm = style({
  display: 'grid',
  gap: vars.space['1'],
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const confirmLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.text.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

/** The confirmation box, level with the first line of its (possibly wrapping) statement. */
export const confirmCheckbox = style([checkbox, { marginTop: '0.15em' }]);

export const alert = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${danger}`,
  borderLeftWidth: '4px',
  backgroundColor: '#fef3f2',
  color: '#7a271a',
  fontSize: vars.text.sm,
});

export const link = style({ color: 'inherit', fontWeight: vars.weight.semibold, textDecoration: 'underline' });


export const success = style({ display: 'grid', gap: vars.space['3'], color: vars.color.text });

export const successTitle = style({ fontSize: vars.text.xl, color: vars.color.ink, ':focus': { outline: 'none' }, ':focus-visible': { outline: `2px solid ${vars.color.focus}` } });
