import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { card, list } from '../accounts/accounts.css.js';

// The approved claims (/admin/claims): the approve form beside the list on wide screens, above it on a
// phone; each claim a card whose phrases wrap as chips, never sideways scrolling at 390px.

/** The form's column keeps a readable width; the list takes the rest. */
export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(20rem, 26rem) minmax(0, 1fr)' } },
});

export const claimList = list;

export const claimCard = style([card, { backgroundColor: vars.color.white }]);

export const phrases = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

/** An approved phrase as the copy writes it. */
export const phrase = style({
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.ink,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.sm,
  overflowWrap: 'anywhere',
});
