import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.js';
import { iconButton } from '../theme/button.css.js';
import { vars } from '../theme/tokens.css.js';
import { overline, withIcon } from '../theme/utilities.css.js';

export const nav = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.layout.gutter})`,
  height: vars.layout.headerHeight,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

export const brand = style({ marginRight: 'auto' });

const desktopOnly = { display: 'none', '@media': { [media.desktop]: { display: 'flex' } } } as const;
const belowDesktopOnly = { '@media': { [media.desktop]: { display: 'none' } } } as const;

export const desktopMenu = style({
  ...desktopOnly,
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({ position: 'static' });
export const menuItemAnchored = style({ position: 'relative' });

const navItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '44px',
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.navy900,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  ':hover': { backgroundColor: vars.color.surface },
});

const currentMark = {
  content: '""',
  position: 'absolute',
  left: vars.space['3'],
  right: vars.space['3'],
  bottom: '4px',
  height: '2px',
  borderRadius: '2px',
  backgroundColor: vars.color.accentText,
} as const;

export const trigger = style([
  navItem,
  {
    position: 'relative',
    selectors: {
      '&[aria-expanded="true"]': { backgroundColor: vars.color.navy100 },
      '&[data-active]::after': currentMark,
    },
  },
]);

export const navLink = style([
  navItem,
  { position: 'relative', selectors: { '&[aria-current="page"]::after': currentMark } },
]);

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

const panelSurface = {
  position: 'absolute',
  top: 'calc(100% - 6px)',
  zIndex: 1,
  padding: vars.space['3'],
  backgroundColor: vars.color.white,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
} as const;

export const panel = style({ ...panelSurface, left: 0, minWidth: '15rem' });

export const megaPanel = style({
  ...panelSurface,
  top: 'calc(100% - 10px)',
  left: '50%',
  transform: 'translateX(-50%)',
  width: `min(56rem, calc(100vw - 2 * ${vars.layout.gutter}))`,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['4'],
  padding: vars.space['5'],
});

export const mobileServices = style({ paddingBottom: vars.space['3'] });

export const group = style({
  minWidth: 0,
  selectors: { [`${mobileServices} &`]: { paddingLeft: vars.space['4'], paddingTop: vars.space['2'] } },
});

export const groupTitle = style([
  overline,
  { marginBottom: vars.space['2'], paddingInline: vars.space['3'], color: vars.color.accentText },
]);

export const panelList = style({ display: 'grid', gap: '2px', margin: 0, padding: 0, listStyle: 'none' });

export const panelLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surface, color: vars.color.navy900 },
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.navy100, color: vars.color.navy900 },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const phoneLink = style([withIcon, {
  display: 'none',
  paddingInline: vars.space['2'],
  minHeight: '44px',
  color: vars.color.navy900,
  fontWeight: vars.weight.semibold,
  fontSize: vars.text.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { textDecoration: 'underline' },
  '@media': { [media.wide]: { display: 'inline-flex' } },
}]);

// Paired with the shared button look, so it needs the extra specificity to win over its display.
export const desktopQuote = style({
  selectors: { [`${actions} &`]: { display: 'none' } },
  '@media': { [media.desktop]: { selectors: { [`${actions} &`]: { display: 'inline-flex' } } } },
});

export const menuToggle = style([
  iconButton,
  {
    ...belowDesktopOnly,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.white,
    selectors: { '&[aria-expanded="true"]': { backgroundColor: vars.color.navy100 } },
  },
]);

export const mobilePanel = style({
  ...belowDesktopOnly,
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space['3']} ${vars.layout.gutter} ${vars.space['5']}`,
  backgroundColor: vars.color.white,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const mobileList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space['2']}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.navy900,
  fontSize: vars.text.lg,
  fontWeight: vars.weight.semibold,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { color: vars.color.accentText } },
});

export const mobileActions = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fullWidth = style({ width: '100%' });
