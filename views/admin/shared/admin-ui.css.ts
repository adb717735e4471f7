import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';

// The back office's building blocks, shared by every feature's pages (docs/product.md#14-admin-area).

/* A page's frame: panels, headings, buttons, alerts */

export const panel = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
});

export const pageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['5'],
});

export const title = style({ fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)', color: vars.color.ink, overflowWrap: 'anywhere' });

export const subtitle = style({ color: vars.color.muted, marginTop: vars.space['1'] });

export const sectionTitle = style({ fontSize: vars.text.xl, color: vars.color.ink, marginBottom: vars.space['3'], overflowWrap: 'anywhere' });

export const stack = style({ display: 'grid', gap: vars.space['5'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const smallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { borderColor: vars.color.navy900 },
});

export const primaryButton = style([smallButton, { backgroundColor: vars.color.navy900, borderColor: vars.color.navy900, color: vars.color.white, ':hover': { backgroundColor: vars.color.navy700 } }]);

export const muted = style({ color: vars.color.muted });

export const alert = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: '1px solid #e9a5a5',
  backgroundColor: '#fde8e8',
  color: '#8a1212',
  fontWeight: vars.weight.medium,
  marginBottom: vars.space['4'],
});

/* A fold: what the inbox's filters and the audit's findings keep closed until asked */

export const more = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['2'] });

export const moreSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  cursor: 'pointer',
  fontWeight: vars.weight.semibold,
  color: vars.color.link,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // The disclosure triangle, turned down when open (display: flex drops the native marker).
    '&::before': { content: '"▸"', display: 'inline-block', width: '1em', transition: 'transform 150ms ease' },
    [`${more}[open] > &::before`]: { transform: 'rotate(90deg)' },
  },
});

export const empty = style([panel, { textAlign: 'center', color: vars.color.muted }]);

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

/* A page of one message and its way on: sign-in, a setup link, not found, no access */

export const messageCard = style([panel, { display: 'grid', gap: vars.space['4'], padding: vars.space['5'], '@media': { [media.tablet]: { padding: vars.space['6'] } } }]);

export const cardLead = style({ color: vars.color.muted });
