import { createContext, useContext } from 'react';
import type { LeadFormPostView } from '../../core/lead-form-post.js';
import type { AssetManifest, SiteSettings } from '../../core/render-contract.js';

export interface PageContextValue {
  site: SiteSettings;
  assets: AssetManifest;
  /** Path of the current page, without query. */
  path: string;
  /** A refused post of the page's lead form, answered with the page (its form shows it). */
  form?: LeadFormPostView;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** Site settings and assets for server-rendered components (islands get what they need as props). */
export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage must be used within a PageContext provider');
  return value;
}

/** URL of a built static image, e.g. asset('logo-mark.svg'). */
export function useAsset(name: string): string {
  const { assets } = usePage();
  const href = assets.images[name];
  if (!href) throw new Error(`Unknown asset "${name}": add it to views/assets and rebuild`);
  return href;
}
