import { matchRoutes, type RouteObject } from 'react-router-dom';
import { homePage } from '../pages/home/home-page.js';
import { notFoundPage } from '../pages/not-found/not-found-page.js';
import type { PageDefinition } from './page.js';

type PageRoute = RouteObject & { handle: PageDefinition };

/**
 * The page registry: react-router route objects, matched on the server. Add a page by adding a route here.
 * The "*" route catches every unknown path and answers 404.
 */
export const pageRoutes: PageRoute[] = [
  { path: '/', handle: homePage },
  { path: '*', handle: notFoundPage },
];

export interface PageMatch {
  page: PageDefinition;
  params: Record<string, string | undefined>;
}

export function matchPage(pathname: string): PageMatch {
  const matches = matchRoutes(pageRoutes, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return { page: notFoundPage, params: {} };
  return { page: (last.route as PageRoute).handle, params: last.params };
}
