import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { visuallyHiddenRules } from '../../theme/visually-hidden.js';
import { select } from '../shared/admin-forms.css.js';
import { panel } from '../shared/admin-ui.css.js';

export const workbench = style({ display: 'grid', gap: vars.space['4'] });

export { panel };

export const heading = style({ fontSize: vars.text.xl, color: vars.color.ink, marginBottom: vars.space['3'] });

export const current = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], marginBottom: vars.space['3'] });

export const hint = style({ fontSize: vars.text.sm, color: vars.color.muted, marginBottom: vars.space['2'] });

export const moves = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space['2'],
});

const moveBase = {
  minHeight: '44px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  fontWeight: vars.weight.semibold,
  cursor: 'pointer',
  ':disabled': { opacity: 0.6, cursor: 'progress' },
} as const;

export const move = style({
  ...moveBase,
  border: `2px solid ${vars.color.navy900}`,
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  ':hover': { backgroundColor: vars.color.navy100 },
});

export const moveQuiet = style({
  ...moveBase,
  border: `2px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.white,
  color: vars.color.muted,
  ':hover': { borderColor: vars.color.muted },
});

export const error = style({
  marginTop: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: '1px solid #e9a5a5',
  backgroundColor: '#fde8e8',
  color: '#8a1212',
});

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const note = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  borderLeft: `4px solid ${vars.color.navy700}`,
});

export const noteText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.ink });

export const meta = style({ fontSize: vars.text.xs, color: vars.color.muted, marginTop: vars.space['1'] });

export const noteForm = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['4'] });

export const label = style({ fontWeight: vars.weight.semibold, fontSize: vars.text.sm, color: vars.color.ink });

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  font: 'inherit',
  fontSize: vars.text.md,
  resize: 'vertical',
});

export const saveNote = style({
  justifySelf: 'stretch',
  '@media': { [media.tablet]: { justifySelf: 'start' } },
});

export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: vars.space['2'],
});

export const event = style({
  position: 'relative',
  paddingLeft: vars.space['4'],
  paddingBottom: vars.space['3'],
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-7px',
    top: '0.45em',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    backgroundColor: vars.color.white,
    border: `2px solid ${vars.color.navy700}`,
  },
});

export const eventText = style({ color: vars.color.ink, fontWeight: vars.weight.medium });

export const announcer = style(visuallyHiddenRules);

/** A notification that failed or gave up: its line in the alert colour, its dot red. */
export const eventFailed = style({
  selectors: { '&::before': { borderColor: '#b91c1c', backgroundColor: '#fde8e8' } },
});

globalStyle(`${eventFailed} ${eventText}`, { color: '#8a1212' });

/** "Send again" under the timeline, for a notification that gave up. */
export const resend = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['3'], paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });

/* The owner panel (docs/product.md#21-leads-desk) */

export { select };

export const assignForm = style({ display: 'grid', gap: vars.space['1'], marginTop: vars.space['3'] });

export const assignRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['2'] });

/* A won lead's value and a lost lead's reason (lead-outcome-form.tsx) */

export const valueInput = style({
  width: '100%',
  maxWidth: '16rem',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  font: 'inherit',
  fontSize: vars.text.md,
});

export const reasons = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle(`${reasons} > legend`, { padding: 0 });

/** A reason's radio and its words: the whole row is the 44 px target. */
export const reason = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: '44px', color: vars.color.ink, cursor: 'pointer' });

export const outcome = style({ color: vars.color.ink, marginBottom: vars.space['2'] });
