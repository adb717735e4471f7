import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';
import { alert } from './admin-ui.css.js';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const label = style({ fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: vars.color.ink });

const control = {
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.white,
  color: vars.color.ink,
  font: 'inherit',
  // 16px: phones do not zoom into the field.
  fontSize: vars.text.md,
} as const;

export const input = style({
  ...control,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.navy900 },
});

export const select = style([input, { paddingRight: vars.space['6'] }]);

/** A multi-line box: grows downwards only. */
export const textarea = style([input, { minHeight: '6rem', paddingBlock: vars.space['2'], resize: 'vertical', lineHeight: 1.5 }]);

export const checkbox = style({ width: '22px', height: '22px', margin: 0, accentColor: vars.color.navy900 });

/** A form's failure that is no one field's: the back office's alert, close under the fields. */
export const error = style([alert, { marginBottom: 0 }]);

export const submit = style({ width: '100%' });

/** A field's hint or its own error, under it. */
export const hint = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const fieldError = style({ fontSize: vars.text.sm, fontWeight: vars.weight.semibold, color: '#8a1212' });

/** Present for password managers (the account a new password belongs to), out of sight and out of the tab order. */
export const offscreen = style(visuallyHiddenRules);

/** The two-factor steps that replace a sign-in form: their own heading, the text, the form. */
export const step = style({ display: 'grid', gap: vars.space['4'] });

// Focus is moved here by script when the step changes; the heading is not something to act on.
export const stepTitle = style({ fontSize: vars.text.xl, color: vars.color.ink, ':focus': { outline: 'none' } });
