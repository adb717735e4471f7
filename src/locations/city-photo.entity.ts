import { defineEntity, p } from '@mikro-orm/postgresql';
import { City } from './city.entity.js';

const CityPhotoSchema = defineEntity({
  name: 'CityPhoto',
  tableName: 'city_photo',
  uniques: [{ properties: ['city', 'url'] }],
  properties: {
    id: p.integer().primary().generated('by default as identity'),
    city: () => p.manyToOne(City).deleteRule('cascade'),
    /** What pages show (may be a resized copy). */
    url: p.string().length(500),
    /** The full-size original. */
    originalUrl: p.string().length(500),
    width: p.integer(),
    height: p.integer(),
    alt: p.string().length(300),
    /** Photos of a city in ascending order; the first is the hero image. */
    position: p.integer().default(0),
  },
});

/**
 * A picture of a city. Every city has its generated artwork (city-artwork.ts), placed after any real
 * photo; real photos are rows added beside it with a lower position.
 */
export class CityPhoto extends CityPhotoSchema.class {}
CityPhotoSchema.setClass(CityPhoto);
