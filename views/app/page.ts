import type { ComponentType } from 'react';
import type { MetaInput } from '../../src/render/metadata.js';
import type { AssetManifest, SiteSettings } from '../../src/render/render-contract.js';
import type { QuoteSource } from '../content/quote-sources.js';

export interface PageProps {
  params: Readonly<Record<string, string | undefined>>;
}

export interface MetaContext {
  site: SiteSettings;
  assets: AssetManifest;
  params: Readonly<Record<string, string | undefined>>;
  /** The requested path, without query. */
  path: string;
}

/** A page: its component, its metadata, and its HTTP status (200 unless said otherwise). */
export interface PageDefinition {
  component: ComponentType<PageProps>;
  meta(context: MetaContext): MetaInput;
  status?: number;
  /** Source window.openQuoteForm() reports on this page when called without one (docs/product.md#41-opening-the-slide-out-dialog); "unknown" if unset. */
  quoteHookSource?: QuoteSource;
}
