import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { vars } from '../theme/tokens.css.js';
import { visuallyHiddenRules } from '../theme/visually-hidden.js';

/** The look of every lead form's fields (Field, the location combobox, the recruitment groups). */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, alignContent: 'start' });

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const label = style({ fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: vars.color.ink });

export const requiredMark = style({ color: '#b42318', marginLeft: '0.15em' });

const control = {
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.white,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.md,
  lineHeight: 1.4,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
} as const;

export const input = style({
  ...control,
  '::placeholder': { color: '#64748b' },
  ':hover': { borderColor: vars.color.navy700 },
  ':focus-visible': { outlineOffset: 0, borderColor: vars.color.focus },
  selectors: { '&[aria-invalid="true"]': { borderColor: '#b42318', boxShadow: '0 0 0 1px #b42318' } },
});

export const textarea = style([input, { minHeight: '6.5rem', resize: 'vertical' }]);

export const select = style([
  input,
  {
    appearance: 'none',
    paddingRight: vars.space['6'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23475569' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['3']} center`,
  },
]);

export const error = style({ fontSize: vars.text.sm, color: '#b42318', fontWeight: vars.weight.medium });

export const note = style({ fontSize: vars.text.sm, color: vars.color.muted });

/** A field's help text, between its label and its control. */
export const hint = style({ fontSize: vars.text.xs, color: vars.color.muted });

/** The spam trap: off screen, out of the tab order and hidden from assistive technology. */
export const honeypot = style(visuallyHiddenRules);
