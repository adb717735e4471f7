import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { MEDIA_CONTENT_TYPE, mediaImageView, type MediaFormat, type MediaImageView } from '../../core/media.js';
import { isUuid } from '../../core/uuid.js';
import { AdminAudit } from '../admin/index.js';
import { encodeImage, UnreadableImageError } from './image-encoding.js';
import { MediaImage } from './media-image.entity.js';
import { MediaVariant } from './media-variant.entity.js';

/** A variant as it is served: its bytes, type and strong ETag. */
export interface ServedVariant {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
}

/** Who uploads, for the image's row, the audit trail and the log. */
export interface Uploader {
  username: string;
  ip: string | null;
}

/**
 * How many bytes of variants are kept in memory, the most asked-for first: a few hundred pictures of the
 * sizes pages use. A variant's bytes never change (its URL is their hash), so a kept one never goes stale.
 */
const SERVED_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Uploaded images (docs/product.md#235-uploaded-images): an upload is checked and made into its variants
 * before anything is written, then the image, every variant and the audit entry are written in one
 * transaction; variants are served by their hash, from memory in front of the database.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');
  private readonly served = new LRUCache<string, ServedVariant>({ maxSize: SERVED_CACHE_BYTES, sizeCalculation: (variant) => variant.bytes.length });
  /**
   * The end of the line of uploads being made into variants: one at a time on each instance, so that a few
   * large uploads at once cannot take every libuv thread (password hashing and compression use them too).
   */
  private encoding: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AdminAudit,
  ) {}

  /**
   * Stores an upload and answers its view; a 415 or 422 DomainError writes nothing. Identical bytes uploaded
   * again make another image (it may have other alt text); its variants have the same hashes, hence the
   * same URLs, as the first one's.
   */
  async upload(bytes: Buffer, alt: string, by: Uploader): Promise<MediaImageView> {
    const started = performance.now();
    let encoded;
    try {
      encoded = await this.inTurn(() => encodeImage(bytes));
    } catch (error) {
      const reason = error instanceof UnreadableImageError ? error.reason : error instanceof Error ? error.message : String(error);
      this.logger.warn({ actor: by.username, size: bytes.length, reason }, 'image upload refused');
      throw error;
    }
    const image = await this.em.fork().transactional(async (em) => {
      const image = em.create(MediaImage, { sha256: encoded.sha256, sourceType: encoded.type, width: encoded.width, height: encoded.height, alt, uploadedBy: by.username });
      for (const variant of encoded.variants) {
        em.create(MediaVariant, { image, width: variant.width, height: variant.height, format: variant.format, bytes: variant.bytes, sha256: variant.sha256 });
      }
      await em.flush();
      await this.audit.record(
        {
          action: 'media_uploaded',
          actor: by.username,
          subject: image.id,
          ip: by.ip,
          details: { type: encoded.type, width: encoded.width, height: encoded.height, size: bytes.length, sha256: encoded.sha256, variants: encoded.variants.length },
        },
        em,
      );
      return image;
    });
    this.logger.log({ id: image.id, actor: by.username, size: bytes.length, ms: Math.round(performance.now() - started) }, 'image uploaded');
    return mediaImageView({ id: image.id, alt: image.alt, width: image.width, height: image.height, type: image.sourceType }, encoded.variants);
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.encoding.then(work, work);
    this.encoding = turn.catch(() => undefined);
    return turn;
  }

  /** An image's view, or null for an unknown id (or one that is no UUID); `em` is the caller's transaction, if it has one. */
  async view(id: string, em: EntityManager = this.em.fork()): Promise<MediaImageView | null> {
    if (!isUuid(id)) return null;
    const image = await em.findOne(MediaImage, { id });
    if (!image) return null;
    // The bytes are lazy: only the facts the view needs are read.
    const variants = await em.find(MediaVariant, { image }, { fields: ['width', 'height', 'format', 'sha256'] });
    return mediaImageView({ id: image.id, alt: image.alt, width: image.width, height: image.height, type: image.sourceType }, variants);
  }

  /** A variant's bytes by its hash and format, from memory or else the database; null when there is none. */
  async variantFile(sha256: string, format: MediaFormat): Promise<ServedVariant | null> {
    const key = `${sha256}.${format}`;
    const kept = this.served.get(key);
    if (kept) return kept;
    const row = await this.em.fork().findOne(MediaVariant, { sha256, format }, { fields: ['bytes'] });
    if (!row?.bytes) return null;
    const served = { bytes: row.bytes, contentType: MEDIA_CONTENT_TYPE[format], etag: `"${sha256}"` };
    this.served.set(key, served);
    return served;
  }
}
