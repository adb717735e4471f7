import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { visuallyHiddenRules } from '../theme/visually-hidden.js';

/**
 * The suggestion list of a location field. It is fixed to the viewport (the component places it under the
 * input, or above when there is more room there) so the dialog's scrolling body cannot clip it.
 */
export const listbox = style({
  position: 'fixed',
  zIndex: 10,
  top: 0,
  left: 0,
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  maxHeight: '15rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.white,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: '4px',
  color: vars.color.text,
  fontSize: vars.text.md,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surface },
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.navy100,
      color: vars.color.ink,
      boxShadow: `inset 3px 0 0 ${vars.color.navy700}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-selected="true"]': { outline: '2px solid Highlight', outlineOffset: '-2px' } },
    },
  },
});

/** The polite count of suggestions, for screen readers only. */
export const status = style(visuallyHiddenRules);
