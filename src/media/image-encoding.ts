import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_TEXTS,
  mediaSourceType,
  variantWidths,
  type MediaFormat,
  type MediaSourceType,
  type MediaVariantFacts,
} from '../../core/media.js';
import { DomainError } from '../common/domain-error.js';

// An upload made into the variants the pages use (docs/product.md#235-uploaded-images): the type read
// from the bytes, the size read from the header, then each width decoded with its EXIF orientation applied
// and re-encoded as WebP and JPEG. Nothing of the upload's metadata (EXIF, GPS, XMP, comments) is carried
// over: sharp writes none unless asked to keep it, and it is never asked here.

// Set once for the process, before any image is made: libvips's operation cache would keep decoded images
// and their intermediates after an upload is done (up to 50 MB by default), and its default of one thread
// per core would let one upload take every core. Uploads are rare; memory is the budget that counts.
sharp.cache(false);
sharp.concurrency(1);

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
/** libvips gives up on a variant that takes longer than this, so one upload cannot hold a core for long. */
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
  // The header alone: sharp refuses more than MEDIA_MAX_PIXELS here, before any pixel is decoded.
  const metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  // libvips finds the format from the bytes too; a disagreement with file-type is no image to trust.
  if (metadata.format !== type) throw new UnreadableImageError(`decoded as ${metadata.format}, detected as ${type}`);
  if (Math.max(metadata.width, metadata.height) > MEDIA_MAX_SIDE) throw new DomainError('unreadable_image', MEDIA_TEXTS.sideTooLong);
  const { width, height } = metadata.autoOrient;
  const variants: EncodedVariant[] = [];
  for (const target of variantWidths(width)) {
    variants.push(await variant(upright(bytes, target).webp({ quality: WEBP_QUALITY }), 'webp'));
    variants.push(await variant(upright(bytes, target).flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: JPEG_QUALITY }), 'jpeg'));
  }
  return { width, height, variants };
}

/**
 * The upload decoded, turned upright and made `width` wide, as a pipeline that an encoder ends: libvips
 * streams the rows from the upload's bytes to the encoded variant, so the decoded image is never held
 * whole (a 1200 x 16,383 one would be 59 MB of pixels). Each variant decodes the upload again; a JPEG is
 * shrunk while it is decoded, so the narrow ones cost little.
 */
const upright = (bytes: Buffer, width: number): Sharp =>
  sharp(bytes, DECODE_OPTIONS).timeout({ seconds: ENCODE_TIMEOUT_SECONDS }).rotate().resize({ width, withoutEnlargement: true });

async function variant(pipeline: Sharp, format: MediaFormat): Promise<EncodedVariant> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, sha256: sha256Hex(data), bytes: data };
}
