// Uploaded images (docs/product.md#235-uploaded-images): the limits, the accepted types, the sizes made of
// each image, where they are served and the words the API answers with. Plain values: the server, the
// back-office pages and the browser's upload call import them.

/** The upload endpoint (POST, multipart/form-data) and, below it, one image's view (GET /{id}). */
export const MEDIA_API_PATH = '/api/admin/media';
/** Where the variants are served: /media/uploads/{sha256 of the variant's bytes}.{webp|jpg}. */
export const MEDIA_UPLOADS_PREFIX = '/media/uploads/';

/** The multipart field names an upload takes. */
export const MEDIA_FILE_FIELD = 'file';
export const MEDIA_ALT_FIELD = 'alt';

/** The largest file an upload takes, in megabytes and in bytes. */
export const MEDIA_MAX_MEGABYTES = 5;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MEGABYTES * 1024 * 1024;
/** The most pixels an image may have (width x height): a bigger one is refused before it is decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * The longest side an image may have, in pixels: WebP's largest. A longer one (a 1200 x 33,333 strip is
 * under MEDIA_MAX_PIXELS) is refused from its header too.
 */
export const MEDIA_MAX_SIDE = 16_383;
/** The longest alt text, in characters. */
export const MEDIA_ALT_MAX_LENGTH = 200;

/**
 * The widths each image is made in, widest first: the widest is the cover size of the blog and the
 * company pages (1200, COVER_WIDTH), the others what a card and a phone show. An image is never
 * enlarged: one narrower than a width is made at its own width instead (see variantWidths).
 */
export const MEDIA_WIDTHS = [1200, 800, 400] as const;

/** The types an upload may be, as read from its bytes (never from its name or declared type). */
export const MEDIA_SOURCE_TYPES = ['jpeg', 'png', 'webp'] as const;
export type MediaSourceType = (typeof MEDIA_SOURCE_TYPES)[number];

/** The formats every width is made in. */
export const MEDIA_FORMATS = ['webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_FORMAT_EXTENSION: Record<MediaFormat, string> = { webp: 'webp', jpeg: 'jpg' };
export const MEDIA_CONTENT_TYPE: Record<MediaFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** The variants' Cache-Control: their URL names their bytes, so a URL's answer never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What the API answers when an upload is refused. */
export const MEDIA_TEXTS = {
  /** 413: the file is over MEDIA_MAX_BYTES. */
  tooLarge: `The image is larger than ${MEDIA_MAX_MEGABYTES} MB`,
  /** 415: the bytes are no JPEG, PNG or WebP (SVG, GIF, PDF, HTML, anything unknown). */
  wrongType: 'Upload a JPEG, PNG or WebP image',
  /** 422: the bytes start like an image but do not decode (cut short, corrupt, too many pixels). */
  unreadable: 'The image could not be read',
  /** 422: wider or higher than MEDIA_MAX_SIDE. */
  sideTooLong: `The image is more than ${MEDIA_MAX_SIDE.toLocaleString('en-US')} pixels wide or high`,
  /** 400: the form could not be read (no boundary, cut short). */
  badForm: 'The upload form could not be read',
  /** 400 naming `file`: no file, or more than one. */
  fileMissing: `${MEDIA_FILE_FIELD} must be one JPEG, PNG or WebP image`,
  /** 400 naming `alt`. */
  altMissing: `${MEDIA_ALT_FIELD} is required`,
  altNotText: `${MEDIA_ALT_FIELD} must be a string`,
  altLength: `${MEDIA_ALT_FIELD} must be 1 to ${MEDIA_ALT_MAX_LENGTH} characters`,
  /** 404 for GET /api/admin/media/{id}. */
  notFound: 'Image not found',
} as const;

/** The upload type of a MIME type read from the bytes (file-type's answer), or null when it is not accepted. */
export function mediaSourceType(detectedMime: string | undefined): MediaSourceType | null {
  if (detectedMime === 'image/jpeg') return 'jpeg';
  if (detectedMime === 'image/png') return 'png';
  if (detectedMime === 'image/webp') return 'webp';
  return null;
}

/**
 * The widths an image `width` pixels wide is made in, widest first: each of MEDIA_WIDTHS, or the image's
 * own width where it is narrower, without repeats (1000 gives 1000, 800, 400; 300 gives 300).
 */
export function variantWidths(width: number): number[] {
  return [...new Set(MEDIA_WIDTHS.map((target) => Math.min(target, width)))];
}

/** The URL of a variant: its content hash and its format's extension. */
export const mediaVariantPath = (sha256: string, format: MediaFormat): string => `${MEDIA_UPLOADS_PREFIX}${sha256}.${MEDIA_FORMAT_EXTENSION[format]}`;

const VARIANT_FILE = /^([0-9a-f]{64})\.(webp|jpg)$/;

/** The hash and format a file name under MEDIA_UPLOADS_PREFIX names, or null for any other name. */
export function parseVariantFile(file: string): { sha256: string; format: MediaFormat } | null {
  const match = VARIANT_FILE.exec(file);
  if (!match) return null;
  return { sha256: match[1]!, format: match[2] === 'jpg' ? 'jpeg' : 'webp' };
}

/** One stored variant as the view is made from it. */
export interface MediaVariantFacts {
  width: number;
  height: number;
  format: MediaFormat;
  sha256: string;
}

/** An uploaded image as the API answers it and pages will show it. */
export interface MediaImageView {
  id: string;
  alt: string;
  /** The image's own size (after its EXIF orientation is applied). */
  width: number;
  height: number;
  /** The type the upload was. */
  type: MediaSourceType;
  /** The widest JPEG: the `src` of an `<img>`. */
  src: string;
  /** Every JPEG with its width (`url 800w, ...`): the `<img>`'s srcset. */
  srcset: string;
  /** Every WebP with its width: the srcset of a `<source type="image/webp">`. */
  webpSrcset: string;
}

const srcsetOf = (variants: MediaVariantFacts[], format: MediaFormat): string =>
  variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => b.width - a.width)
    .map((variant) => `${mediaVariantPath(variant.sha256, format)} ${variant.width}w`)
    .join(', ');

/** The view of an image from its facts and its variants (at least one JPEG). */
export function mediaImageView(image: Omit<MediaImageView, 'src' | 'srcset' | 'webpSrcset'>, variants: MediaVariantFacts[]): MediaImageView {
  const widest = variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  if (!widest) throw new Error(`Image ${image.id} has no JPEG variant`);
  return {
    id: image.id,
    alt: image.alt,
    width: image.width,
    height: image.height,
    type: image.type,
    src: mediaVariantPath(widest.sha256, 'jpeg'),
    srcset: srcsetOf(variants, 'jpeg'),
    webpSrcset: srcsetOf(variants, 'webp'),
  };
}
