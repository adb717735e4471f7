import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.js';

// The state pages' city grid groups (the grid itself is the locations index's, locations-page.css.ts).

export const cityGroup = style({ display: 'grid', gap: vars.space['4'], marginTop: vars.space['6'] });

export const cityGroupTitle = style({ fontSize: vars.text.h3, color: vars.color.navy900 });
