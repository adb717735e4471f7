import { defineEntity, p } from '@mikro-orm/postgresql';
import type { MediaFormat } from '../../core/media.js';
import { MediaImage } from './media-image.entity.js';

const MediaVariantSchema = defineEntity({
  name: 'MediaVariant',
  tableName: 'media_variant',
  indexes: [{ properties: ['image'] }, { properties: ['sha256'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    image: () => p.manyToOne(MediaImage).deleteRule('cascade'),
    width: p.integer(),
    height: p.integer(),
    /** webp or jpeg. */
    format: p.string().length(8).$type<MediaFormat>(),
    /** The encoded file, served as it is; loaded only when asked for. */
    bytes: p.blob().lazy(),
    /** SHA-256 (hex) of `bytes`: the variant's URL, so a URL always means the same bytes. */
    sha256: p.string().length(64),
  },
});

/** One size and format of an uploaded image, as served under /media/uploads/. */
export class MediaVariant extends MediaVariantSchema.class {}
MediaVariantSchema.setClass(MediaVariant);
