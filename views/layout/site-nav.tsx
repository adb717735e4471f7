import { useId, useRef, useState, type FocusEvent } from 'react';
import { homeMenuLinks, mobileNavLinks, primaryNavLinks } from '../content/navigation.js';
import { serviceGroups, serviceLinks } from '../content/services.js';
import type { LinkItem } from '../content/types.js';
import { button } from '../theme/button.css.js';
import { BrandLink } from './brand-link.js';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from './icons.js';
import { LinkItems, LinkList, TitledLinkList } from './link-list.js';
import { QuoteLink } from './quote-link.js';
import * as s from './site-nav.css.js';
import { useDismiss } from './use-dismiss.js';

/** Island props: serializable only (the island hydrates in its own React root, without page context). */
export interface SiteNavProps {
  brandName: string;
  logoSrc: string;
  phone: string;
  phoneHref: string;
  currentPath: string;
}

type Menu = 'home' | 'services';

const hasPath = (links: readonly LinkItem[], path: string) => links.some((link) => link.href === path);

/**
 * The main navigation. Desktop (>= 1024px): Home and Services disclosure menus, three links, Get Quote.
 * Below that: one Menu toggle revealing the same destinations. Every link is in the server HTML.
 */
export function SiteNav({ brandName, logoSrc, phone, phoneHref, currentPath }: SiteNavProps) {
  const id = useId();
  const [openMenu, setOpenMenu] = useState<Menu | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileServicesOpen, setMobileServicesOpen] = useState(false);
  const desktopRef = useRef<HTMLUListElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = { home: useRef<HTMLButtonElement>(null), services: useRef<HTMLButtonElement>(null) };
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setOpenMenu(null);
  const closeMobile = () => setMobileOpen(false);

  useDismiss(openMenu !== null, desktopRef, (reason) => {
    if (reason === 'escape' && openMenu) triggers[openMenu].current?.focus();
    closeMenu();
  });
  useDismiss(mobileOpen, navRef, (reason) => {
    if (reason === 'escape') toggleRef.current?.focus();
    closeMobile();
  });

  // Tabbing out of an open menu closes it, so it never covers the content focus moved to.
  const closeOnFocusOut = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closeMenu();
  };

  const menus: { key: Menu; label: string; active: boolean }[] = [
    { key: 'home', label: 'Home', active: hasPath(homeMenuLinks, currentPath) },
    { key: 'services', label: 'Services', active: hasPath(serviceLinks, currentPath) },
  ];

  const renderGroups = (prefix: string, onLinkClick: () => void) =>
    serviceGroups.map((group, index) => (
      <TitledLinkList
        key={group.title}
        group={group}
        titleId={`${id}${prefix}${index}`}
        className={s.group}
        titleClassName={s.groupTitle}
        listClassName={s.panelList}
        linkClassName={s.panelLink}
        currentPath={currentPath}
        onLinkClick={onLinkClick}
      />
    ));

  return (
    <nav ref={navRef} aria-label="Main" className={s.nav}>
      <BrandLink brandName={brandName} logoSrc={logoSrc} tone="onLight" className={s.brand} />

      <ul ref={desktopRef} className={s.desktopMenu}>
        {menus.map(({ key, label, active }) => {
          const panelId = `${id}${key}-menu`;
          const open = openMenu === key;
          return (
            <li key={key} className={key === 'home' ? s.menuItemAnchored : s.menuItem} onBlur={closeOnFocusOut}>
              <button
                ref={triggers[key]}
                type="button"
                className={s.trigger}
                data-active={active || undefined}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenMenu(open ? null : key)}
              >
                {label}
                <ChevronDownIcon className={s.chevron} size={16} />
              </button>
              <div id={panelId} className={key === 'home' ? s.panel : s.megaPanel} hidden={!open}>
                {key === 'home' ? (
                  <LinkList
                    links={homeMenuLinks}
                    className={s.panelList}
                    linkClassName={s.panelLink}
                    currentPath={currentPath}
                    onLinkClick={closeMenu}
                  />
                ) : (
                  renderGroups('desktop-group-', closeMenu)
                )}
              </div>
            </li>
          );
        })}
        <LinkItems links={primaryNavLinks} linkClassName={s.navLink} currentPath={currentPath} />
      </ul>

      <div className={s.actions}>
        <a href={phoneHref} className={s.phoneLink}>
          <PhoneIcon size={18} />
          {phone}
        </a>
        <QuoteLink source="navigation_desktop_header" className={`${button.primary} ${s.desktopQuote}`}>
          Get Quote
        </QuoteLink>
        <button
          ref={toggleRef}
          type="button"
          className={s.menuToggle}
          aria-label="Menu"
          aria-expanded={mobileOpen}
          aria-controls={`${id}mobile-menu`}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </button>
      </div>

      <div id={`${id}mobile-menu`} className={s.mobilePanel} hidden={!mobileOpen}>
        <ul className={s.mobileList}>
          <LinkItems links={mobileNavLinks.beforeServices} linkClassName={s.mobileLink} currentPath={currentPath} onLinkClick={closeMobile} />
          <li>
            <button
              type="button"
              className={s.mobileLink}
              aria-expanded={mobileServicesOpen}
              aria-controls={`${id}mobile-services`}
              onClick={() => setMobileServicesOpen(!mobileServicesOpen)}
            >
              Services
              <ChevronDownIcon className={s.chevron} size={18} />
            </button>
            <div id={`${id}mobile-services`} className={s.mobileServices} hidden={!mobileServicesOpen}>
              {renderGroups('mobile-group-', closeMobile)}
            </div>
          </li>
          <LinkItems links={mobileNavLinks.afterServices} linkClassName={s.mobileLink} currentPath={currentPath} onLinkClick={closeMobile} />
        </ul>
        <div className={s.mobileActions}>
          <QuoteLink source="navigation_mobile_header" className={`${button.primary} ${s.fullWidth}`} onClick={closeMobile}>
            Get Quote
          </QuoteLink>
          <a href={phoneHref} className={`${button.outline} ${s.fullWidth}`}>
            <PhoneIcon size={18} />
            Call {phone}
          </a>
        </div>
      </div>
    </nav>
  );
}
SiteNav.displayName = 'SiteNav' as const; // its island name (views/app/islands.ts)
