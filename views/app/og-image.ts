import type { MetaInput } from '../../core/metadata.js';
import type { AssetManifest } from '../../core/render-contract.js';

/**
 * The site's one Open Graph image (views/assets/og-default.png), shared by every page that has no picture of
 * its own; its size is given so that a crawler can lay out the preview before fetching it.
 */
const OG_IMAGE = { name: 'og-default.png', width: 1200, height: 630 } as const;

/** Its built URL, or undefined when the build has no such image (the metadata then names none). */
export const ogImageUrl = (assets: Pick<AssetManifest, 'images'>): string | undefined => assets.images[OG_IMAGE.name];

/** The Open Graph image of a page, described by `alt`. */
export function ogImage(assets: Pick<AssetManifest, 'images'>, alt: string): MetaInput['image'] {
  const url = ogImageUrl(assets);
  return url ? { url, alt, width: OG_IMAGE.width, height: OG_IMAGE.height } : undefined;
}
