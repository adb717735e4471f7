import { style, styleVariants } from '@vanilla-extract/css';
import type { LeadStatus } from '../../../core/lead-desk.js';
import { vars } from '../../theme/tokens.css.js';

/** The desk's small rounded label: status badges, severity badges, figures of what changed. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space['2'],
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.text.xs,
  fontWeight: vars.weight.semibold,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});

// Text colours are 4.5:1 or better on their tints.
const tones: Record<LeadStatus, { background: string; color: string; border: string }> = {
  new: { background: '#e0ecff', color: '#123e7c', border: '#b3cdf5' },
  contacted: { background: '#fff4e0', color: '#7a4300', border: '#f2d29b' },
  quoted: { background: '#f0e8ff', color: '#4b2b8a', border: '#d5c4f5' },
  won: { background: '#e3f6e8', color: '#1b5e2f', border: '#b4e0c0' },
  lost: { background: '#eef1f5', color: '#3c4a5e', border: '#cfd7e2' },
  spam: { background: '#fbe9e9', color: '#8a1f1f', border: '#efc0c0' },
};

export const badge = styleVariants(tones, (tone) => [pill, { backgroundColor: tone.background, color: tone.color, borderColor: tone.border }]);

export const overdue = style([
  pill,
  {
    backgroundColor: '#fde8e8',
    color: '#8a1212',
    borderColor: '#e9a5a5',
  },
]);
