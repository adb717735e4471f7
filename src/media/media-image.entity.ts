import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { MediaSourceType } from '../../core/media.js';

const MediaImageSchema = defineEntity({
  name: 'MediaImage',
  tableName: 'media_image',
  indexes: [{ properties: ['sha256'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** SHA-256 (hex) of the bytes as uploaded; the same bytes uploaded twice make two images, each with its own alt. */
    sha256: p.string().length(64),
    /** The type read from the bytes: jpeg, png or webp. */
    sourceType: p.string().length(8).$type<MediaSourceType>(),
    /** The upload's size after its EXIF orientation is applied. */
    width: p.integer(),
    height: p.integer(),
    alt: p.string().length(200),
    /** The username of the admin or editor who uploaded it. */
    uploadedBy: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** An uploaded image (docs/product.md#235-uploaded-images); its bytes live in its variants, not here. */
export class MediaImage extends MediaImageSchema.class {}
MediaImageSchema.setClass(MediaImage);
