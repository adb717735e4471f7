import '../../theme/global.css.js';
import type { ReactNode } from 'react';
import { ADMIN_HOME_PATH, can, type AdminPermission, type AdminView } from '../../../core/admin.js';
import { ADMIN_ACCOUNT_PATH, ADMIN_ACCOUNTS_PATH } from '../../../core/admin-accounts.js';
import { ADMIN_LEADS_PATH } from '../../../core/admin-pages.js';
import { STUDIO_PATHS } from '../../../core/studio-posts.js';
import { ADMIN_PAGES_PATH } from '../../../core/page-meta.js';
import { ADMIN_CLAIMS_PATH, APPROVED_CLAIMS_TITLE } from '../../../core/approved-claims.js';
import { ADMIN_FACTS_PATH, COMPANY_FACTS_TITLE } from '../../../core/company-facts.js';
import { ADMIN_RESULTS_PATH } from '../../../core/results.js';
import { Island } from '../../app/island.js';
import { useAsset, usePage } from '../../app/site-context.js';
import { SignOutButton } from './sign-out-button.js';
import * as s from './admin-layout.css.js';

/** The back office's links, each with the permission it needs (none: every role). */
const NAV: readonly { href: string; label: string; needs?: AdminPermission }[] = [
  { href: ADMIN_HOME_PATH, label: 'Dashboard' },
  { href: ADMIN_LEADS_PATH, label: 'Leads', needs: 'leads:read' },
  { href: ADMIN_RESULTS_PATH, label: 'Results', needs: 'results:read' },
  { href: STUDIO_PATHS.posts, label: 'Posts', needs: 'content:read' },
  { href: ADMIN_PAGES_PATH, label: 'Pages', needs: 'content:read' },
  { href: ADMIN_CLAIMS_PATH, label: APPROVED_CLAIMS_TITLE, needs: 'content:read' },
  { href: ADMIN_FACTS_PATH, label: COMPANY_FACTS_TITLE, needs: 'content:read' },
  { href: ADMIN_ACCOUNTS_PATH, label: 'Accounts', needs: 'accounts' },
];

/** The links a role may follow: a page it would be refused is not offered. */
const navFor = (admin: AdminView) => NAV.filter((item) => !item.needs || can(admin.role, item.needs));

/**
 * The admin area's own chrome (docs/product.md#14-admin-area): skip link, a compact header with the brand,
 * the desk's navigation and who is signed in (a link to their own account), then the page. No marketing navigation, footer, quote
 * dialog or floating button. Without `admin` (sign-in, denied) only the brand shows.
 */
export function AdminLayout({ admin, narrow, children }: { admin?: AdminView; narrow?: boolean; children: ReactNode }) {
  const { site, path } = usePage();
  const logoSrc = useAsset('logo-mark.svg');
  const current = (href: string) => path === href || (href !== ADMIN_HOME_PATH && path.startsWith(`${href}/`));
  return (
    <div className={s.page}>
      <a href="#main" className={s.skipLink}>
        Skip to content
      </a>
      <header className={s.header}>
        <div className={s.bar}>
          <a href={admin ? ADMIN_HOME_PATH : '/'} className={s.brand}>
            <img src={logoSrc} width={32} height={32} alt="" />
            <span>{site.brandName}</span>
            <span className={s.brandTag}>Admin</span>
          </a>
          {admin ? (
            <>
              <nav aria-label="Admin" className={s.nav}>
                <ul className={s.navList}>
                  {navFor(admin).map((item) => (
                    <li key={item.href}>
                      <a href={item.href} className={s.navLink} aria-current={current(item.href) ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={s.account}>
                <a href={ADMIN_ACCOUNT_PATH} className={s.who} aria-current={current(ADMIN_ACCOUNT_PATH) ? 'page' : undefined}>
                  Signed in as <span className={s.whoName}>{admin.username}</span> ({admin.role})<span className={s.hidden}>: your account</span>
                </a>
                <Island name="SignOutButton" component={SignOutButton} hydrate="interaction" props={{}} />
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={narrow ? `${s.main} ${s.narrow}` : s.main}>
        {children}
      </main>
    </div>
  );
}
