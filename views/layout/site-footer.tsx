import { useAsset, usePage } from '../app/site-context.js';
import { footerColumns, footerNote, footerTagline } from '../content/footer.js';
import { container, darkSurface, visuallyHidden } from '../theme/utilities.css.js';
import { BrandLink } from './brand-link.js';
import { ClockIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons.js';
import { TitledLinkList } from './link-list.js';
import * as s from './site-footer.css.js';

/** Site footer (server-rendered only): brand, contact details, link columns, social link, copyright. */
export function SiteFooter() {
  const { site, path } = usePage();
  const logoSrc = useAsset('logo-mark.svg');
  const year = new Date().getFullYear();

  return (
    <footer className={`${darkSurface} ${s.footer}`}>
      <div className={`${container} ${s.top}`}>
        <div className={s.about}>
          <BrandLink brandName={site.brandName} logoSrc={logoSrc} tone="onDark" className={s.brand} />
          <p className={s.tagline}>{footerTagline}</p>
          <address className={s.contact}>
            <a href={site.phoneHref} className={s.contactItem}>
              <PhoneIcon size={18} className={s.contactIcon} />
              {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className={s.contactItem}>
              <MailIcon size={18} className={s.contactIcon} />
              {site.email}
            </a>
            <span className={s.contactItem}>
              <MapPinIcon size={18} className={s.contactIcon} />
              {site.hq.city}, {site.hq.region}
            </span>
            <span className={s.contactItem}>
              <ClockIcon size={18} className={s.contactIcon} />
              Dispatch 24/7/365
            </span>
          </address>
          <a href={site.socialUrl} rel="noopener" className={s.social}>
            <LinkedInIcon size={20} />
            <span className={visuallyHidden}>Follow us on LinkedIn</span>
          </a>
        </div>
        <nav aria-label="Footer" className={s.columns}>
          {footerColumns.map((group, index) => (
            <TitledLinkList
              key={group.title}
              group={group}
              titleId={`footer-col-${index}`}
              titleAs="h2"
              titleClassName={s.columnTitle}
              listClassName={s.columnList}
              linkClassName={s.columnLink}
              currentPath={path}
            />
          ))}
        </nav>
      </div>
      <div className={container}>
        <div className={s.bottom}>
          <p>
            © {year} {site.brandName}. All rights reserved.
          </p>
          <p>{footerNote}</p>
        </div>
      </div>
    </footer>
  );
}
