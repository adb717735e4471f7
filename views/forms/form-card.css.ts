import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';
import { raisedPanel } from '../theme/utilities.css.js';

// The card an in-page lead form sits in (the home quote form and both recruitment forms).

export const card = style([raisedPanel, { gap: vars.space['4'], borderTopColor: vars.color.navy900 }]);

export const title = style({ fontSize: vars.text.xl, color: vars.color.ink });

export const intro = style({ color: vars.color.muted, fontSize: vars.text.sm, marginTop: vars.space['1'] });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const submit = style({ width: '100%', selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.75 } } });
