import type { ComponentType } from 'react';
import type { MetaInput } from '../../core/metadata.js';
import type { AssetManifest, PageDataPort, SiteSettings, SitemapEntryView } from '../../core/render-contract.js';
import type { QuoteSource } from '../content/quote-sources.js';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a page component receives: the route parameters and what its `load` returned. */
export interface PageProps<D = undefined> {
  params: RouteParams;
  data: D;
}

export interface MetaContext<D = undefined> {
  site: SiteSettings;
  assets: AssetManifest;
  params: RouteParams;
  /** The requested path, without query. */
  path: string;
  data: D;
}

/**
 * A page: its component, its metadata, and its HTTP status (200 unless said otherwise). A page whose
 * content comes from the server's data declares `load` (in the spirit of react-router's route loaders):
 * it receives the route parameters and the page-data port and returns the page's data, null when there
 * is nothing at that address (the page's `notFound` page is then rendered: 404, noindex), or a Redirect.
 */
export interface PageDefinition<D = undefined> {
  component: ComponentType<PageProps<D>>;
  meta(context: MetaContext<D>): MetaInput;
  load?: (params: RouteParams, data: PageDataPort) => Promise<D | null | Redirect | Gone>;
  /** Rendered when `load` returns null; the site's not-found page if unset. */
  notFound?: PageDefinition;
  /** Rendered when `load` returns Gone (a page with status 410). */
  gone?: PageDefinition;
  /** The sitemap entries of a page with route parameters (one per city, post...). */
  sitemap?: (data: PageDataPort) => Promise<SitemapEntryView[]>;
  status?: number;
  /** Kept out of the sitemap (and so out of the content optimizer): a page nobody should land on from a search (a confirmation). */
  unlisted?: true;
  /** The canonical path when the page is also served under another path (an alias stays out of the sitemap). */
  canonicalPath?: string;
  /** Source window.openQuoteForm() reports on this page when called without one (docs/product.md#41-opening-the-slide-out-dialog); "unknown" if unset. */
  quoteHookSource?: QuoteSource;
}

/** What `load` returns when the page lives at another path (e.g. another spelling of a slug): a 301 there. */
export class Redirect {
  constructor(readonly location: string) {}
}

/** What `load` returns when something was at this address and was removed on purpose: the page's `gone` page (410). */
export class Gone {}

/**
 * A page of any data type, as the route registry holds it. definePage keeps the link between `load`,
 * `component` and `meta` checked where the page is written.
 */
export type AnyPage = PageDefinition<any>;

export const definePage = <D>(page: PageDefinition<D>): AnyPage => page;
