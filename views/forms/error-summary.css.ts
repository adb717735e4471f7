import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

const danger = '#b42318';

/** GOV.UK's error summary: a bordered box at the top of the form, focused when the page opens. */
export const summary = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `3px solid ${danger}`,
  borderRadius: vars.radius.sm,
  backgroundColor: '#fffbfa',
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const title = style({ fontSize: vars.text.lg, fontWeight: vars.weight.bold, color: vars.color.ink, margin: 0 });

export const list = style({ display: 'grid', gap: vars.space['1'], margin: 0, paddingLeft: vars.space['4'] });

export const link = style({ color: danger, fontWeight: vars.weight.semibold, textDecoration: 'underline', textUnderlineOffset: '2px' });

export const text = style({ fontSize: vars.text.sm, margin: 0 });
