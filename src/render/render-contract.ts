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
  /** The client entry (island loader, analytics); absent if the client build has not run. */
  entry: string;
  css: string;
  /** Font files to preload, in weight order. */
  fonts: { weight: number; href: string }[];
  /** Static images by source name, e.g. "logo-mark.svg" -> "/assets/logo-mark-HASH.svg" */
  images: Record<string, string>;
  /** When the build ran (ISO 8601): the last-modified date of pages whose content is code. */
  builtAt?: string;
}

export interface RenderRequest {
  /** Path and query as requested, e.g. "/?quote=hero_section" */
  url: string;
  site: SiteSettings;
  assets: AssetManifest;
}

export interface RenderedPage {
  status: number;
  html: string;
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

/** What dist/ssr/server.js exports. */
export interface ViewsBundle {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /** The error page: site chrome, the phone number, noindex. It must not fail where renderPage did. */
  renderErrorPage(request: ErrorPageRequest): Promise<RenderedPage>;
  /** Paths of indexable pages without route parameters. */
  sitemapPaths(): string[];
  /** Whether a path matches a page route of its own (anything but the not-found route). */
  isPagePath(pathname: string): boolean;
}
