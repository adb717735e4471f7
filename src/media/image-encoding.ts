import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_TEXTS,
  mediaSourceType,
  variantWidths,
  type MediaFormat,
  type MediaSourceType,
  type MediaVariantFacts,
} from '../../core/media.js';
import { DomainError } from '../common/domain-error.js';

// An upload made into the variants the pages use (docs/product.md#235-uploaded-images): the type read
// from the bytes, the image decoded once with its EXIF orientation applied, then each width re-encoded as
// WebP and JPEG. Nothing of the upload's metadata (EXIF, GPS, XMP, comments) is carried over: sharp
// writes none unless asked to keep it, and it is never asked here.

export interface EncodedVariant extends MediaVariantFacts {
  bytes: Buffer;
}

export interface EncodedImage {
  /** SHA-256 of the bytes as uploaded. */
  sha256: string;
  type: MediaSourceType;
  /** The upload's size after its EXIF orientation is applied. */
  width: number;
  height: number;
  /** Widest first, WebP then JPEG for each width. */
  variants: EncodedVariant[];
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * How the upload is decoded: more pixels than MEDIA_MAX_PIXELS is refused before decoding (a
 * decompression bomb), and a decoder error (a file cut short, a corrupt segment) fails the image instead
 * of leaving grey rows.
 */
const DECODE_OPTIONS = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', sequentialRead: true } as const;
/** libvips gives up on an image that takes longer than this, so one upload cannot hold a core for long. */
const ENCODE_TIMEOUT_SECONDS = 20;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
/** JPEG has no transparency: transparent pixels of a PNG or WebP are shown on white, as on the pages. */
const JPEG_BACKGROUND = '#ffffff';

/** Thrown when sharp could not decode or encode the upload; `reason` is libvips's message, for the log. */
export class UnreadableImageError extends DomainError {
  constructor(readonly reason: string) {
    super('unreadable_image', MEDIA_TEXTS.unreadable);
  }
}

/** The upload's type from its bytes: JPEG, PNG or WebP, else a 415 (SVG, GIF, PDF, HTML, unknown bytes). */
export async function detectSourceType(bytes: Uint8Array): Promise<MediaSourceType> {
  const type = mediaSourceType((await fileTypeFromBuffer(bytes))?.mime);
  if (!type) throw new DomainError('unsupported_media_type', MEDIA_TEXTS.wrongType);
  return type;
}

/** The upload as stored: its facts and every variant, or a 415 or 422 DomainError. Nothing is written. */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const type = await detectSourceType(bytes);
  try {
    return { sha256: sha256Hex(bytes), type, ...(await encodeVariants(bytes, type)) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message.slice(0, 200) : String(error));
  }
}

async function encodeVariants(bytes: Buffer, type: MediaSourceType): Promise<Omit<EncodedImage, 'sha256' | 'type'>> {
  const input = sharp(bytes, DECODE_OPTIONS).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  const metadata = await input.metadata();
  // libvips finds the format from the bytes too; a disagreement with file-type is no image to trust.
  if (metadata.format !== type) throw new UnreadableImageError(`decoded as ${metadata.format}, detected as ${type}`);
  const { width, height } = metadata.autoOrient;
  const widths = variantWidths(width);
  // One decode of the upload, at the widest size; every variant is made from these pixels.
  const widest = await input.rotate().resize({ width: widths[0], withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const pixels = sharp(widest.data, { raw: { width: widest.info.width, height: widest.info.height, channels: widest.info.channels } }).timeout({
    seconds: ENCODE_TIMEOUT_SECONDS,
  });
  const variants: EncodedVariant[] = [];
  for (const target of widths) {
    const sized = target === widest.info.width ? pixels : pixels.clone().resize({ width: target });
    variants.push(await variant(sized.clone().webp({ quality: WEBP_QUALITY }), 'webp'));
    variants.push(await variant(sized.clone().flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: JPEG_QUALITY }), 'jpeg'));
  }
  return { width, height, variants };
}

async function variant(pipeline: Sharp, format: MediaFormat): Promise<EncodedVariant> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, sha256: sha256Hex(data), bytes: data };
}
