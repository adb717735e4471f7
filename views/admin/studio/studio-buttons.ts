import { primaryButton, smallButton } from '../shared/admin-ui.css.js';
import { dimmed } from './studio.css.js';

// The studio's buttons: the back office's, dimmed while they wait.
export const primary = `${primaryButton} ${dimmed}`;
export const secondary = `${smallButton} ${dimmed}`;
