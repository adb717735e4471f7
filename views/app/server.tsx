import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { buildMetadata } from '../../src/render/metadata.js';
import type { AssetManifest, ErrorPageRequest, RenderedPage, RenderRequest, SiteSettings } from '../../src/render/render-contract.js';
import { SiteLayout } from '../layout/site-layout.js';
import { errorPage } from '../pages/error/error-page.js';
import { notFoundPage } from '../pages/not-found/not-found-page.js';
import { Document } from './document.js';
import { IslandCollector, IslandContext } from './island.js';
import type { PageDefinition } from './page.js';
import { matchPage, pageRoutes } from './routes.js';
import { PageContext } from './site-context.js';

/** Renders a page URL to a whole HTML document (crawlers get complete HTML). */
export async function renderPage({ url, site, assets }: RenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const { page, params } = matchPage(pathname);
  return renderDocument(page, params, pathname, site, assets);
}

/** The error page for a request whose page failed to render: same chrome, no page data involved. */
export async function renderErrorPage({ status, requestId, path, site, assets }: ErrorPageRequest): Promise<RenderedPage> {
  return renderDocument(errorPage(status, requestId), {}, path, site, assets);
}

/**
 * The body renders first so the shell knows which islands it holds; a page without islands and without
 * analytics ships no JavaScript.
 */
function renderDocument(
  page: PageDefinition,
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
  site: SiteSettings,
  assets: AssetManifest,
): RenderedPage {
  const meta = buildMetadata(page.meta({ site, assets, params, path: pathname }), site);
  const Page = page.component;
  const islands = new IslandCollector();
  const bodyHtml = renderToString(
    <PageContext.Provider value={{ site, assets, path: pathname }}>
      <IslandContext.Provider value={islands}>
        <SiteLayout quoteHookSource={page.quoteHookSource}>
          <Page params={params} />
        </SiteLayout>
      </IslandContext.Provider>
    </PageContext.Provider>,
  );
  const withClient = islands.names.size > 0 || Boolean(site.analyticsId);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <Document meta={meta} site={site} assets={assets} withClient={withClient} bodyHtml={bodyHtml} />,
  )}`;
  return { status: page.status ?? 200, html };
}

/** Whether a path matches a page route of its own (anything but the not-found route). */
export function isPagePath(pathname: string): boolean {
  return matchPage(pathname).page !== notFoundPage;
}

/** Paths of indexable pages without route parameters, for the sitemap. */
export function sitemapPaths(): string[] {
  return pageRoutes
    .map((route) => route.path ?? '')
    .filter((path) => path.startsWith('/') && !/[:*]/.test(path));
}
