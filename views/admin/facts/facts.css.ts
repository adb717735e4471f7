import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.js';
import { vars } from '../../theme/tokens.css.js';
import { card } from '../accounts/accounts.css.js';

// The company facts (/admin/facts): one list per kind, each fact a card; the editor above the lists. At
// 390px every card is one column and long words wrap; wide screens lay a card's fields in two columns.

export const factCard = style([card, { backgroundColor: vars.color.white }]);

/** A fact being looked for (?fact= from a finding). */
export const opened = style({ outline: `3px solid ${vars.color.navy900}`, outlineOffset: '2px' });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A long field (a description, a quote) takes the whole row. */
export const wideField = style({ '@media': { [media.wide]: { gridColumn: '1 / -1' } } });

export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] });

export const thumbnail = style({ display: 'block', maxWidth: '10rem', height: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const quote = style({ whiteSpace: 'pre-line' });

/** The picture's part of the editor: a light frame, its legend the frame's title. */
export const picture = style({ margin: 0, padding: vars.space['3'], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });
