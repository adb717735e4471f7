import { globalStyle } from '@vanilla-extract/css';

// Scroll lock while a modal dialog is open (a modal <dialog> makes the page inert, not still); the gutter
// stays so the page behind does not shift.
globalStyle('html[data-scroll-locked]', { overflow: 'hidden', scrollbarGutter: 'stable' });
