import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBottom: vars.space['6'] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.white,
  color: vars.color.navy900,
  fontWeight: vars.weight.semibold,
  fontSize: vars.text.sm,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.navy900 },
  selectors: { '&[aria-current="page"]': { backgroundColor: vars.color.navy900, borderColor: vars.color.navy900, color: vars.color.white } },
});

export const posts = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const post = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.white,
  boxShadow: vars.shadow.sm,
});

export const postCategory = style({ fontSize: vars.text.xs, fontWeight: vars.weight.semibold, letterSpacing: '0.1em', textTransform: 'uppercase', color: vars.color.accentText });

export const postTitle = style({ fontSize: vars.text.xl, color: vars.color.navy900 });

export const postTitleLink = style({ color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const postMeta = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const postExcerpt = style({ color: vars.color.text });

export const readLink = style({ justifySelf: 'start', fontWeight: vars.weight.semibold, color: vars.color.link });

export const cover = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg });

export const byline = style({ marginTop: vars.space['4'], fontSize: vars.text.sm, color: vars.color.mutedOnDark });

export const updates = style({ display: 'grid', gap: vars.space['4'], maxWidth: '46rem', lineHeight: 1.7 });

/** The article body: sanitised HTML from Markdown, so its elements are styled from the container. */
export const prose = style({ maxWidth: '46rem', fontSize: vars.text.lg, lineHeight: 1.75, color: vars.color.text });

globalStyle(`${prose} > * + *`, { marginTop: vars.space['4'] });
globalStyle(`${prose} h2`, { marginTop: vars.space['7'], fontSize: vars.text.h3, lineHeight: 1.3, color: vars.color.navy900 });
globalStyle(`${prose} h3, ${prose} h4`, { marginTop: vars.space['6'], fontSize: vars.text.lg, color: vars.color.navy900 });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space['5'] });
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} li + li`, { marginTop: vars.space['2'] });
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '3px' });
globalStyle(`${prose} blockquote`, { paddingLeft: vars.space['4'], borderLeft: `4px solid ${vars.color.accent}`, color: vars.color.muted });
// Tables fit the column (cells wrap) rather than scroll: a scrolling region would need keyboard focus.
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', fontSize: vars.text.sm, overflowWrap: 'anywhere' });
globalStyle(`${prose} th, ${prose} td`, { padding: vars.space['3'], border: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${prose} th`, { backgroundColor: vars.color.navy900, color: vars.color.white });
