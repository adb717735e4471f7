import { globalStyle } from '@vanilla-extract/css';
import { media } from './media.js';
import { vars } from './tokens.css.js';

// The @font-face rules for Inter 400/500/600/700 are prepended by the build (esbuild.config.mjs).

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Anchored sections (#services, #contact) must not hide under the sticky header.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.md,
  lineHeight: 1.6,
  color: vars.color.text,
  backgroundColor: vars.color.white,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4', {
  margin: 0,
  color: 'inherit',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  fontWeight: vars.weight.bold,
});

globalStyle('p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul[class], ol[class]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.18em' });
globalStyle('button', { font: 'inherit', color: 'inherit' });

// Island markers wrap server HTML; they must not add a box of their own.
globalStyle('[data-island]', { display: 'contents' });
globalStyle('[hidden]', { display: 'none !important' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

// Smooth in-page scrolling only for people who have not asked for reduced motion.
globalStyle('html', {
  '@media': { [media.motionOk]: { scrollBehavior: 'smooth' } },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
