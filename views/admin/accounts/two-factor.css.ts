import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';

export const enrolment = style({ display: 'grid', gap: vars.space['4'] });

/** The code box and its button: as wide as the back office's other forms, not the whole panel. */
export const codeForm = style({ maxWidth: '28rem', width: '100%' });

export const steps = style({ display: 'grid', gap: vars.space['2'], paddingLeft: vars.space['5'], margin: 0, color: vars.color.ink });

export const qr = style({
  width: '200px',
  maxWidth: '100%',
  aspectRatio: '1',
  padding: vars.space['2'],
  backgroundColor: vars.color.white,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  justifySelf: 'start',
});

// The server's SVG (a viewBox, no size of its own) fills its frame.
globalStyle(`${qr} svg`, { display: 'block', width: '100%', height: '100%' });

export const key = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  userSelect: 'all',
});

/** Columns as wide as a code (19 monospace characters and the padding): a code never breaks over two lines. */
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.md,
});

export const code = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/** Copy and Download under the codes, side by side, wrapping on a narrow phone. */
export const codeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const warning = style({ color: vars.color.ink, fontWeight: vars.weight.semibold });
