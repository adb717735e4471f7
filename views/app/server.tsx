import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { buildMetadata, type MetaInput } from '../../core/metadata.js';
import { adminPageStatus } from '../../core/admin-pages.js';
import type { LeadFormPostView } from '../../core/lead-form-post.js';
import { ADMIN_ROBOTS } from '../../core/admin.js';
import type { AdminPageRequest, AssetManifest, ErrorPageRequest, PageAliasView, PageDataPort, PageMetaOverrideView, RenderedPage, RenderRequest, SiteSettings, SitemapEntryView } from '../../core/render-contract.js';
import { AdminLayout } from '../admin/shared/admin-layout.js';
import { adminPageView } from '../admin/shared/admin-page.js';
import { SiteLayout } from '../layout/site-layout.js';
import { errorPage } from '../pages/error/error-page.js';
import { notFoundPage } from '../pages/not-found/not-found-page.js';
import { Document } from './document.js';
import { IslandCollector, IslandContext } from './island.js';
import { Gone, Redirect, type AnyPage, type RouteParams } from './page.js';
import { matchPage, pageFamily, pageRoutes } from './routes.js';
import { PageContext } from './site-context.js';

/** Renders a page URL to a whole HTML document (crawlers get complete HTML). */
export async function renderPage({ url, site, assets, data, form }: RenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const { page, params } = matchPage(pathname);
  if (!page.load) return renderDocument(page, params, undefined, pathname, site, assets, await ownMeta(page, pathname, data), form);
  const loaded: unknown = await page.load(params, data);
  if (loaded instanceof Redirect) return { status: 301, html: '', location: loaded.location };
  if (loaded instanceof Gone && page.gone) return renderDocument(page.gone, params, undefined, pathname, site, assets);
  if (loaded === null || loaded instanceof Gone) return renderDocument(page.notFound ?? notFoundPage, params, undefined, pathname, site, assets);
  return renderDocument(page, params, loaded, pathname, site, assets, await ownMeta(page, pathname, data), form);
}

/**
 * The title and description the studio set for a page that answers 200 (docs/product.md#252-titles-and-descriptions-of-pages),
 * by its canonical path, so an alias shows what its page shows.
 */
function ownMeta(page: AnyPage, pathname: string, data: PageDataPort): Promise<PageMetaOverrideView | null> {
  if ((page.status ?? 200) !== 200) return Promise.resolve(null);
  return data.pageMeta(page.canonicalPath ?? pathname);
}

/** The page's own metadata with what the studio set in its place. */
function withOverride(meta: MetaInput, override: PageMetaOverrideView | null | undefined): MetaInput {
  if (!override) return meta;
  return {
    ...meta,
    ...(override.title !== null && { title: override.title, wholeTitle: true }),
    ...(override.description !== null && { description: override.description }),
  };
}

/** The error page for a request whose page failed to render: same chrome, no page data involved. */
export async function renderErrorPage({ status, requestId, path, site, assets }: ErrorPageRequest): Promise<RenderedPage> {
  return renderDocument(errorPage(status, requestId), {}, undefined, path, site, assets);
}

/**
 * An admin page (docs/product.md#14-admin-area): its own layout, noindex without a canonical URL, and no
 * analytics; a page with islands loads the back office's own browser entry, never the public one.
 */
export async function renderAdminPage({ site: publicSite, assets, path, page }: AdminPageRequest): Promise<RenderedPage> {
  const site: SiteSettings = { ...publicSite, analyticsId: undefined };
  const view = adminPageView(page);
  const meta = { ...buildMetadata({ title: view.title, description: view.description, path, noindex: true }, site), robots: ADMIN_ROBOTS };
  const islands = new IslandCollector();
  const bodyHtml = renderToString(
    <PageContext.Provider value={{ site, assets, path }}>
      <IslandContext.Provider value={islands}>
        <AdminLayout admin={view.admin} narrow={view.narrow}>
          {view.body}
        </AdminLayout>
      </IslandContext.Provider>
    </PageContext.Provider>,
  );
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <Document meta={meta} site={site} assets={assets} script={islands.names.size > 0 ? assets.adminEntry : undefined} bodyHtml={bodyHtml} />,
  )}`;
  return { status: adminPageStatus(page), html };
}

/**
 * The body renders first so the shell knows which islands it holds; a page without islands and without
 * analytics ships no JavaScript.
 */
function renderDocument(
  page: AnyPage,
  params: RouteParams,
  data: unknown,
  pathname: string,
  site: SiteSettings,
  assets: AssetManifest,
  override?: PageMetaOverrideView | null,
  form?: LeadFormPostView,
): RenderedPage {
  const meta = buildMetadata(withOverride(page.meta({ site, assets, params, path: pathname, data }), override), site);
  const Page = page.component;
  const islands = new IslandCollector();
  const bodyHtml = renderToString(
    <PageContext.Provider value={{ site, assets, path: pathname, form }}>
      <IslandContext.Provider value={islands}>
        <SiteLayout quoteHookSource={page.quoteHookSource}>
          <Page params={params} data={data} />
        </SiteLayout>
      </IslandContext.Provider>
    </PageContext.Provider>,
  );
  const withClient = islands.names.size > 0 || Boolean(site.analyticsId);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <Document meta={meta} site={site} assets={assets} script={withClient ? assets.entry : undefined} bodyHtml={bodyHtml} />,
  )}`;
  return { status: page.status ?? 200, html };
}

/**
 * Whether a path matches a page route of its own (anything but the not-found route). A last segment with a
 * file extension is never a page: /blog/feed.xml and /sitemap.xml belong to their controllers.
 */
export function isPagePath(pathname: string): boolean {
  return pageRoute(pathname) !== undefined;
}

/**
 * The pattern of the page route a path matches ("/", "/locations/:citySlug"), undefined where isPagePath
 * is false: what request metrics name a page by, so that each city or post is not a series of its own.
 */
export function pageRoute(pathname: string): string | undefined {
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
  const match = matchPage(pathname);
  return match.page === notFoundPage ? undefined : match.route;
}

/** Paths of indexable pages without route parameters, for the sitemap: canonical paths only, no aliases. */
export function sitemapPaths(): string[] {
  return pageRoutes
    .filter((route) => route.path?.startsWith('/') && !/[:*]/.test(route.path) && (route.handle.canonicalPath ?? route.path) === route.path && !route.handle.unlisted)
    .map((route) => route.path!);
}

/** The second paths of pages (served with their canonical page's canonical URL, kept out of the sitemap). */
export function pageAliases(): PageAliasView[] {
  return pageRoutes
    .filter((route) => route.path?.startsWith('/') && route.handle.canonicalPath !== undefined && route.handle.canonicalPath !== route.path)
    .map((route) => ({ path: route.path!, canonicalPath: route.handle.canonicalPath! }));
}

export { pageFamily };

/** Sitemap entries of the routes with parameters, read through the page-data port. */
export async function sitemapEntries(data: PageDataPort): Promise<SitemapEntryView[]> {
  const lists = await Promise.all(pageRoutes.map((route) => route.handle.sitemap?.(data) ?? Promise.resolve([])));
  return lists.flat();
}
