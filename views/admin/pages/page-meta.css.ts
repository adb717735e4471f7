import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { panel } from '../shared/admin-ui.css.js';

// The studio's titles and descriptions of pages (/admin/pages, /admin/pages/meta): a list of cards that
// reads on a 390px phone, and the editor's form beside the page's own values on wide screens.

export const search = style([panel, { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'], marginBottom: vars.space['4'] }]);

export const searchField = style({ flex: '1 1 16rem', display: 'grid', gap: vars.space['1'] });

export const resultLine = style({ color: vars.color.muted, fontSize: vars.text.sm, marginBottom: vars.space['3'] });

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const row = style([panel, { display: 'grid', gap: vars.space['1'], minWidth: 0 }]);

export const rowHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const rowPath = style({
  fontWeight: vars.weight.semibold,
  color: vars.color.link,
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const family = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const rowTitle = style({ color: vars.color.ink, fontWeight: vars.weight.medium, overflowWrap: 'anywhere' });

export const rowDescription = style({ color: vars.color.text, fontSize: vars.text.sm, overflowWrap: 'anywhere' });

export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const editor = style([panel, { display: 'grid', gap: vars.space['4'], minWidth: 0 }]);

export const aside = style([panel, { display: 'grid', gap: vars.space['3'], minWidth: 0 }]);

export const heading = style({ fontSize: vars.text.xl, color: vars.color.ink, overflowWrap: 'anywhere' });

export const textarea = style({ minHeight: '6.5rem', paddingBlock: vars.space['2'], resize: 'vertical', lineHeight: 1.45 });

export const counterRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['2'] });

export const counter = style({ fontSize: vars.text.sm, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

export const counterOver = style({ color: '#8a1212', fontWeight: vars.weight.semibold });

export const checks = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const check = style({ display: 'grid', gap: '2px', fontSize: vars.text.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const checkHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const fine = style({ fontSize: vars.text.sm, color: '#1b5e2f', fontWeight: vars.weight.medium });

export const defaults = style({ display: 'grid', gap: vars.space['1'], margin: 0 });

export const term = style({ fontSize: vars.text.sm, color: vars.color.muted, fontWeight: vars.weight.semibold });

export const definition = style({ margin: `0 0 ${vars.space['2']}`, color: vars.color.ink, overflowWrap: 'anywhere' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const previewLink = style({ color: vars.color.link, overflowWrap: 'anywhere' });
