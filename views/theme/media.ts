/** Breakpoints: mobile < 768px, tablet 768-1023px, desktop >= 1024px. Use inside vanilla-extract `@media`. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1200 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;
