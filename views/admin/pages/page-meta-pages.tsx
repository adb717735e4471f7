import { can, type AdminView } from '../../../core/admin.js';
import { PAGE_FAMILY_LABELS } from '../../../core/content-audit.js';
import { ADMIN_PAGES_PATH, adminPageMetaPath, type PageMetaRowView, type PageMetaView } from '../../../core/page-meta.js';
import { Island } from '../../app/island.js';
import { on } from '../accounts/accounts.css.js';
import * as f from '../shared/admin-forms.css.js';
import * as s from '../shared/admin-ui.css.js';
import { PageMetaEditor } from './page-meta-editor.js';
import * as m from './page-meta.css.js';

// The studio's titles and descriptions of pages (docs/product.md#252-titles-and-descriptions-of-pages).

/** /admin/pages: every sitemap page with what it shows, searched by a plain GET of part of a path or a title. */
export function PagesListPage({ query, pages }: { query: string; pages: PageMetaRowView[] }) {
  const overridden = pages.filter((page) => page.overridden).length;
  return (
    <div>
      <div className={s.pageHead}>
        <div>
          <h1 className={s.title}>Pages</h1>
          <p className={s.subtitle}>The title and meta description of every page in the sitemap. Open a page to set its own, checked as the content optimizer checks them.</p>
        </div>
      </div>
      <form method="get" action={ADMIN_PAGES_PATH} className={m.search} role="search">
        <div className={m.searchField}>
          <label htmlFor="pages-q" className={f.label}>
            Search by path or title
          </label>
          <input id="pages-q" name="q" type="search" className={f.input} defaultValue={query} maxLength={200} autoComplete="off" />
        </div>
        <button type="submit" className={s.primaryButton}>
          Search
        </button>
        {query ? (
          <a href={ADMIN_PAGES_PATH} className={s.smallButton}>
            Show all
          </a>
        ) : null}
      </form>
      <p className={m.resultLine} role="status">
        {pages.length} {pages.length === 1 ? 'page' : 'pages'}
        {query ? ` matching “${query}”` : ''}, {overridden} overridden
      </p>
      {pages.length === 0 ? (
        <p className={s.empty}>No page matches. Try part of a path such as “/locations/dallas”.</p>
      ) : (
        <ul className={m.list} aria-label="Pages">
          {pages.map((page) => (
            <li key={page.path} className={m.row}>
              <div className={m.rowHead}>
                <a href={adminPageMetaPath(page.path)} className={m.rowPath}>
                  {page.path}
                </a>
                <span className={m.family}>{PAGE_FAMILY_LABELS[page.family]}</span>
                {page.overridden ? <span className={on}>Overridden</span> : null}
              </div>
              <p className={m.rowTitle}>{page.title}</p>
              <p className={m.rowDescription}>{page.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /admin/pages/meta?path=: one page's title and description; viewers read only. */
export function PageMetaPage({ admin, page, timeZone }: { admin: AdminView; page: PageMetaView; timeZone: string }) {
  return (
    <div>
      <a href={ADMIN_PAGES_PATH} className={s.backLink}>
        ← All pages
      </a>
      <div className={s.pageHead}>
        <div>
          <h1 className={s.title}>{page.path}</h1>
          <p className={s.subtitle}>
            {PAGE_FAMILY_LABELS[page.family]}: the title and meta description search results and shared links show. Empty fields keep the page’s own.
          </p>
        </div>
      </div>
      <Island name="PageMetaEditor" component={PageMetaEditor} hydrate="idle" props={{ page, canChange: can(admin.role, 'content:change'), timeZone }} />
    </div>
  );
}

/** A path that is no page of the sitemap (404). */
export function PageMetaNotFoundPage() {
  return (
    <div className={s.messageCard}>
      <h1 className={s.title}>Page not found</h1>
      <p className={s.cardLead}>The sitemap has no page at this path, so it has no title to set.</p>
      <a href={ADMIN_PAGES_PATH} className={s.primaryButton}>
        Back to the pages
      </a>
    </div>
  );
}
