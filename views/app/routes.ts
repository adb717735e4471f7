import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { marketingPages, pageAliases } from '../content/marketing-pages.js';
import { homePage } from '../pages/home/home-page.js';
import { blogListPage, blogSlugPage } from '../pages/blog/blog-pages.js';
import { cityPage } from '../pages/locations/city-page.js';
import { locationsPage } from '../pages/locations/locations-page.js';
import { statePages } from '../pages/locations/state-pages.js';
import { notFoundPage } from '../pages/not-found/not-found-page.js';
import { receivedPages } from '../pages/received/received-page.js';
import { pageFor } from '../templates/page-for.js';
import { isBlogCategory } from '../../core/blog-categories.js';
import type { PageFamily } from '../../core/content-audit.js';
import type { AnyPage } from './page.js';

/** A route, its page, and the family the content optimizer files it under (docs/product.md#23-content-optimizer). */
type PageRoute = RouteObject & { handle: AnyPage; family: PageFamily };

/**
 * The page registry: react-router route objects, matched on the server, case-sensitively (a path in other
 * letter case is redirected by the server, never answered twice). Content pages come from their modules;
 * add a page by adding its module to views/content/marketing-pages.ts. The "*" route answers 404.
 */
const marketing = new Map(marketingPages.map((content) => [content, pageFor(content)]));

export const pageRoutes: PageRoute[] = [
  { path: '/', handle: homePage, family: 'home' as const },
  ...[...marketing].map(([content, handle]) => ({ path: content.path, handle, family: content.family })),
  ...pageAliases.map(({ path, page }) => ({ path, handle: marketing.get(page)!, family: page.family })),
  ...receivedPages.map(({ path, page }) => ({ path, handle: page, family: 'company' as const })),
  { path: '/locations', handle: locationsPage, family: 'locations' as const },
  ...statePages.map(({ path, page }) => ({ path, handle: page, family: 'state' as const })),
  { path: '/locations/:citySlug', handle: cityPage, family: 'city' as const },
  { path: '/blog', handle: blogListPage, family: 'blog' as const },
  // A category's list or an article: pageFamily tells them apart by the slug.
  { path: '/blog/:slug', handle: blogSlugPage, family: 'post' as const },
  { path: '*', handle: notFoundPage, family: 'not-found' as const },
].map((route) => ({ ...route, caseSensitive: true }));

export interface PageMatch {
  page: AnyPage;
  params: Record<string, string | undefined>;
  /** The matched route's pattern ("/locations/:citySlug"; "*" for the not-found page): a bounded name for metrics. */
  route: string;
}

/** How many paths' matches are remembered: every page of the site, with room to spare. */
export const MATCH_MEMO_ENTRIES = 5000;
const memo = new LRUCache<string, PageMatch>({ max: MATCH_MEMO_ENTRIES });
const NOT_FOUND: PageMatch = Object.freeze({ page: notFoundPage, params: Object.freeze({}), route: '*' });

/**
 * The page for a path. react-router flattens, ranks and compiles the whole table on every call, which
 * costs more than answering a cached page, and the server asks on every request that is not a cached page
 * or an asset, so the answers for page routes are remembered (an lru-cache `LRUCache`, least recently used
 * out first). Unknown paths are not: they would only push real pages out.
 */
export function matchPage(pathname: string): PageMatch {
  const known = memo.get(pathname);
  if (known) return known;
  const matches = matchRoutes(pageRoutes, pathname);
  const last = matches?.[matches.length - 1];
  if (!last || last.route.path === '*') return NOT_FOUND;
  const match: PageMatch = Object.freeze({ page: (last.route as PageRoute).handle, params: Object.freeze({ ...last.params }), route: last.route.path! });
  memo.set(pathname, match);
  return match;
}

/** Each route pattern's family (the first route of a pattern, as matching takes the first). */
const ROUTE_FAMILIES = new Map<string, PageFamily>();
for (const route of pageRoutes) if (!ROUTE_FAMILIES.has(route.path!)) ROUTE_FAMILIES.set(route.path!, route.family);

/**
 * The family of the page at a path (the not-found page's for any other path), from matchPage's remembered
 * match: the visit beacon asks it for every page view counted (docs/product.md#26-visit-counting).
 */
export function pageFamily(pathname: string): PageFamily {
  const match = matchPage(pathname);
  if (match.route === '/blog/:slug' && isBlogCategory(match.params.slug)) return 'blog';
  return ROUTE_FAMILIES.get(match.route) ?? 'not-found';
}
