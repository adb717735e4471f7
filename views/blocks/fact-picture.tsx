import type { ComponentPropsWithRef } from 'react';
import type { MediaImageView } from '../../core/media.js';
import type { AssetManifest } from '../../core/render-contract.js';

/** A company fact's picture: an upload's sizes (WebP first, JPEG else), or one built-in SVG. */
export interface FactPictureSource {
  src: string;
  /** An upload's JPEG and WebP widths; absent for a built-in SVG. */
  srcset?: string;
  webpSrcset?: string;
}

/** An `<img>` of a fact, in a `<picture>` with its WebP sizes when it is an upload (docs/product.md#253-company-facts). */
export function FactPicture({ picture, sizes, ...img }: { picture: FactPictureSource; sizes: string } & Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'sizes'>) {
  if (!picture.srcset) return <img src={picture.src} {...img} />;
  return (
    <picture>
      {picture.webpSrcset ? <source type="image/webp" srcSet={picture.webpSrcset} sizes={sizes} /> : null}
      <img src={picture.src} srcSet={picture.srcset} sizes={sizes} {...img} />
    </picture>
  );
}

/** A fact's picture: its upload's sizes, else the built URL of its built-in SVG. */
export function factPicture(assets: AssetManifest, builtIn: string, upload: MediaImageView | null): FactPictureSource {
  if (upload) return { src: upload.src, srcset: upload.srcset, webpSrcset: upload.webpSrcset };
  const src = assets.images[builtIn];
  if (!src) throw new Error(`Unknown asset "${builtIn}": add it to views/assets and rebuild`);
  return { src };
}
