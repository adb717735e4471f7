import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * Design tokens as CSS custom properties on :root. Contrast pairs used by the components (WCAG AA):
 * ink/muted on white and surface; white and accent on navy; navy on accent.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    navy950: '#061a33',
    navy900: '#0b2545',
    navy800: '#13315c',
    navy700: '#1f4675',
    navy100: '#e3ebf6',
    ink: '#0f1b2d',
    text: '#1e293b',
    muted: '#475569',
    /** Muted text on navy backgrounds. */
    mutedOnDark: '#b8c7dc',
    border: '#dbe3ee',
    borderStrong: '#b9c6d8',
    surface: '#f4f7fb',
    white: '#ffffff',
    accent: '#f4a259',
    accentHover: '#f7b679',
    /** Accent dark enough for text and icons on white (5:1). */
    accentText: '#a8520c',
    link: '#1d4f91',
    /** The focus ring colour in effect; surfaces switch it between the two below. */
    focus: '#1d4ed8',
    focusOnLight: '#1d4ed8',
    focusOnDark: '#ffc58a',
  },
  font: {
    body: 'Inter, system-ui, sans-serif',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  text: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    h3: '1.25rem',
    h2: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
    h1: 'clamp(2.25rem, 1.5rem + 3vw, 3.75rem)',
  },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 37, 69, 0.08)',
    md: '0 6px 18px rgba(11, 37, 69, 0.10)',
    lg: '0 18px 48px rgba(11, 37, 69, 0.18)',
  },
  layout: {
    maxWidth: '1200px',
    gutter: 'clamp(1rem, 0.5rem + 2vw, 2rem)',
    headerHeight: '72px',
  },
  z: { header: '50', floating: '40', skip: '100' },
});
