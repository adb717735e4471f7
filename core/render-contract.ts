import type { LeadFormPostView } from './lead-form-post.js';
import type { AdminPageData } from './admin-pages.js';
import type { FactKind, PublicFactView } from './company-facts.js';
import type { PageFamily } from './content-audit.js';

/**
 * The contract between the Nest server and the server-side views bundle (dist/ssr/server.js).
 * Pure types and no runtime code, so both builds can share it.
 */

/** Public, configurable facts about the company that pages print. */
export interface SiteSettings {
  brandName: string;
  phone: string;
  /** `tel:` URI derived from the phone, e.g. tel:+18005550199 */
  phoneHref: string;
  email: string;
  /** Origin for absolute URLs, no trailing slash, e.g. https://www.example.com */
  origin: string;
  hq: { street: string; city: string; region: string; postalCode: string };
  socialUrl: string;
  analyticsId?: string;
}

/** Built asset URLs, read from dist/manifest.json. */
export interface AssetManifest {
  /** The public site's browser entry (its islands, analytics); absent if the client build has not run. */
  entry: string;
  /** The back office's browser entry (its islands only): admin pages load it, public pages never. */
  adminEntry: string;
  css: string;
  /** Font files to preload, in weight order. */
  fonts: { weight: number; href: string }[];
  /** Static images by source name, e.g. "logo-mark.svg" -> "/assets/logo-mark-HASH.svg" */
  images: Record<string, string>;
  /** When the build ran (ISO 8601): the last-modified date of pages whose content is code. */
  builtAt?: string;
  /** The script files (URLs) each part of the client loads at once, its static imports included. */
  scripts?: {
    entry: string[];
    /** React and react-dom/client, loaded before the first island hydrates. */
    react: string[];
    /** Each island's chunk and what it imports, by island name. */
    islands: Record<string, string[]>;
  };
}

/** A city as pages show it: plain data, never an entity (docs/product.md#18-cities-and-location-search). */
export interface CityView {
  id: number;
  name: string;
  state: string;
  stateCode: string;
  /** The page slug, e.g. "dallas-tx-expedite" (page at /locations/<urlPath>). */
  urlPath: string;
  population: number;
  latitude: number;
  longitude: number;
  airportCodes: string[];
  industries: string[];
  landmark: string;
  titleTag: string;
  metaDescription: string;
  h1Tag: string;
  introText: string;
  /** The first photo (today the generated artwork), for the hero and the social image. */
  photo?: { url: string; width: number; height: number; alt: string };
  /** When the row last changed (ISO 8601), for the sitemap. */
  updatedAt: string;
}

/** A post's cover picture (today its generated artwork, 1200x630). */
export interface PostCoverView {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A blog post as lists show it: plain data, never an entity (docs/product.md#20-blog). */
export interface PostSummaryView {
  id: number;
  title: string;
  /** The page slug (page at /blog/<slug>). */
  slug: string;
  /** The category's slug, e.g. "expedited-freight" (list at /blog/<category>). */
  category: string;
  /** The category's display name, e.g. "Expedited Freight". */
  categoryName: string;
  excerpt: string;
  author: string;
  /** Minutes to read the body (at least 1). */
  readingTime: number;
  /** ISO 8601 instants the article states: first published, last updated (the sitemap's lastmod). */
  publishedAt: string;
  updatedAt: string;
  cover: PostCoverView;
}

/** A blog post as its page shows it: the summary and the body. */
export interface PostView extends PostSummaryView {
  /** The body as sanitised HTML (headings from H2; see docs/product.md#20-blog), ready to print as it is. */
  bodyHtml: string;
  /** The page's own title and meta description, set in the studio; null: the title and the excerpt. */
  metaTitle: string | null;
  metaDescription: string | null;
}

/**
 * What a blog slug that is no published post's address was (docs/product.md#25-content-studio): an old
 * address of a post whose slug changed (a 301 to its address now), or the address of a post that is no
 * longer published (410 Gone).
 */
export type FormerPostView = { kind: 'moved'; slug: string } | { kind: 'gone' };

/**
 * The page-data port: what pages may read from the server's data, implemented on the Nest side by the
 * feature services. The views never see the database, MikroORM or a feature module, only these calls.
 */
export interface PageDataPort {
  /** Every city, by state then name. */
  cities(): Promise<CityView[]>;
  /** The city whose page slug is `urlPath`, or null. */
  city(urlPath: string): Promise<CityView | null>;
  /** Every post, newest first; with a category slug only that category's (none for an unknown one). */
  posts(category?: string): Promise<PostSummaryView[]>;
  /** The published post whose page slug is `slug`, or null. */
  post(slug: string): Promise<PostView | null>;
  /** For a slug that is no published post's: where that post went, or that it is gone; null if never a post's. */
  formerPost(slug: string): Promise<FormerPostView | null>;
  /**
   * The title and description the studio set for the page at a sitemap path (docs/product.md#252-titles-and-descriptions-of-pages),
   * each null where the page's own stands; null when nothing is overridden. The title is the whole `<title>`.
   */
  pageMeta(path: string): Promise<PageMetaOverrideView | null>;
  /** The awards, magazine features or testimonials the pages show, in order (docs/product.md#253-company-facts). */
  companyFacts<K extends FactKind>(kind: K): Promise<PublicFactView<K>[]>;
}

/** A page's title and description as the studio set them; null: the page's own. */
export interface PageMetaOverrideView {
  title: string | null;
  description: string | null;
}

export interface RenderRequest {
  /** Path and query as requested, e.g. "/?quote=hero_section" */
  url: string;
  site: SiteSettings;
  assets: AssetManifest;
  /** Page data for pages that load it (see PageDefinition.load in views/app/page.ts). */
  data: PageDataPort;
  /** A refused post of the page's lead form, shown in the form (values, messages, the summary). */
  form?: LeadFormPostView;
}

/** A sitemap entry a page with route parameters contributes (one per city, post...). */
export interface SitemapEntryView {
  path: string;
  lastmod?: string;
}

/** A second path of a page: it serves the page at `canonicalPath`, whose canonical URL it carries. */
export interface PageAliasView {
  path: string;
  canonicalPath: string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** With status 301: the site path the page lives at (a page's data said this spelling is not its own). */
  location?: string;
}

export interface ErrorPageRequest {
  /** 500 for a fault on our side, 503 while the database is unavailable. */
  status: 500 | 503;
  /** Shown to the visitor so support can find the log line. */
  requestId?: string;
  /** The path that failed (the navigation marks where the visitor is). */
  path: string;
  site: SiteSettings;
  assets: AssetManifest;
}

/** A page of the admin area (docs/product.md#14-admin-area): never cached, never indexed. */
export interface AdminPageRequest {
  site: SiteSettings;
  assets: AssetManifest;
  /** The requested path, without query (the navigation marks where the admin is). */
  path: string;
  page: AdminPageData;
}

/** What dist/ssr/server.js exports. */
export interface ViewsBundle {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /** The error page: site chrome, the phone number, noindex. It must not fail where renderPage did. */
  renderErrorPage(request: ErrorPageRequest): Promise<RenderedPage>;
  /** An admin page: its own layout, noindex, the status its kind answers with (denied 401, not found 404). */
  renderAdminPage(request: AdminPageRequest): Promise<RenderedPage>;
  /** Paths of indexable pages without route parameters. */
  sitemapPaths(): string[];
  /** Indexable pages of routes with parameters, read through the port (cities, posts). */
  sitemapEntries(data: PageDataPort): Promise<SitemapEntryView[]>;
  /** Whether a path matches a page route of its own (anything but the not-found route). */
  isPagePath(pathname: string): boolean;
  /** The pattern of the page route a path matches ("/locations/:citySlug"), undefined where isPagePath is false. */
  pageRoute(pathname: string): string | undefined;
  /** The second paths of pages, each with its canonical path. */
  pageAliases(): PageAliasView[];
  /** The family of the page at a path, for the content optimizer (the not-found page's for unknown paths). */
  pageFamily(pathname: string): PageFamily;
}
