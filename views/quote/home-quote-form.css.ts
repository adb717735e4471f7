import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.js';

// The progress meter; the card, title and button are views/forms/form-card.css.ts.

export const progress = style({ display: 'grid', gap: vars.space['1'] });

export const progressRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.text.sm,
  fontWeight: vars.weight.semibold,
  color: vars.color.text,
});

export const track = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  backgroundColor: '#e2e8f0',
  overflow: 'hidden',
});

// Colours hold 3:1 against the white card (WCAG 1.4.11), the text beside them carries the meaning.
const toneColour = { red: '#b91c1c', yellow: '#a16207', green: '#15803d' } as const;

// No inline styles under the CSP: the four required fields give five possible widths.
export const fill = style({
  height: '100%',
  width: 0,
  borderRadius: vars.radius.pill,
  transition: 'width 250ms ease, background-color 250ms ease',
  selectors: {
    '&[data-value="25"]': { width: '25%' },
    '&[data-value="50"]': { width: '50%' },
    '&[data-value="75"]': { width: '75%' },
    '&[data-value="100"]': { width: '100%' },
  },
});

export const tone = styleVariants(toneColour, (colour) => ({ backgroundColor: colour }));
