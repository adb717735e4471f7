import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../common/domain-error.js';
import { cachedPage, type CachedPage } from '../render/page-cache.js';
import { Reloadable } from '../common/reloadable.js';
import { PageData } from '../render/page-data.js';
import type { CityView as CityPageView } from '../../core/render-contract.js';
import { artworkVersion, cityArtworkSvg } from './city-artwork.js';
import { CityPhoto } from './city-photo.entity.js';
import { City } from './city.entity.js';

/** A city as the API answers it (camelCase). */
export interface CityView {
  id: number;
  name: string;
  state: string;
  stateCode: string;
  urlPath: string;
  titleTag: string;
  metaDescription: string;
  h1Tag: string;
  introText: string;
  airportCodes: string[];
  industries: string[];
  landmark: string;
  population: number;
  latitude: number;
  longitude: number;
}

export interface CityPhotoView {
  url: string;
  originalUrl: string;
}

/** A city's artwork, prepared once: its bytes in three encodings and the version its URL carries. */
export interface PreparedArtwork {
  document: CachedPage;
  version: string;
}

interface Catalog {
  cities: CityView[];
  byPath: Map<string, CityView>;
  /** The same cities as pages read them: with their first photo and when they changed. */
  pages: CityPageView[];
  pageByPath: Map<string, CityPageView>;
  listDocument?: Promise<CachedPage>;
  artworks: Map<string, Promise<PreparedArtwork>>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const SVG_TYPE = 'image/svg+xml';

/** An SVG made and compressed once per key (kept in `memo`, which lives as long as the rows it was drawn from). */
export function preparedArtwork(memo: Map<string, Promise<PreparedArtwork>>, key: string, svg: () => string): Promise<PreparedArtwork> {
  let artwork = memo.get(key);
  if (!artwork) {
    const text = svg();
    artwork = cachedPage(200, text, SVG_TYPE).then((document) => ({ document, version: artworkVersion(text) }));
    memo.set(key, artwork);
  }
  return artwork;
}

const view = (c: City): CityView => ({
  id: c.id,
  name: c.name,
  state: c.state,
  stateCode: c.usState.code,
  urlPath: c.urlPath,
  titleTag: c.titleTag,
  metaDescription: c.metaDescription,
  h1Tag: c.h1Tag,
  introText: c.introText,
  airportCodes: c.airportCodes,
  industries: c.industries,
  landmark: c.landmark,
  population: c.population,
  latitude: Number(c.latitude),
  longitude: Number(c.longitude),
});

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** By state name, then city name, in English alphabetical order whatever the database collation. */
export const byStateThenName = (a: CityView, b: CityView): number =>
  collator.compare(a.state, b.state) || collator.compare(a.name, b.name) || a.id - b.id;

/**
 * Cities and their pictures. The cities (with each one's first photo, for pages) are read once and kept in
 * memory with the prepared answer of GET /api/cities and each city's artwork (compressed once, like cached
 * pages); they change only through the seeder, which calls invalidate() (CitySeeder). GET
 * /api/cities/{id}/photos reads the database each time.
 */
@Injectable()
export class CityService implements OnModuleInit, OnApplicationBootstrap {
  private readonly catalog = new Reloadable(() => this.read());

  constructor(
    private readonly em: EntityManager,
    private readonly pageData: PageData,
  ) {}

  /** City pages and the sitemap read the cities through the render module's page-data port. */
  onModuleInit(): void {
    this.pageData.provideCities({
      cities: async () => (await this.load()).pages,
      city: async (urlPath) => (await this.load()).pageByPath.get(urlPath) ?? null,
    });
  }

  /** Prepares the city list in the background (brotli at its best level takes about half a second), so no visitor waits for it. */
  onApplicationBootstrap(): void {
    this.warm();
  }

  warm(): void {
    this.listDocument().catch(() => undefined);
  }

  /** Every city, by state name then city name. */
  async list(): Promise<CityView[]> {
    return (await this.load()).cities;
  }

  async findByPath(urlPath: string): Promise<CityView | undefined> {
    return (await this.load()).byPath.get(urlPath);
  }

  /** The body of GET /api/cities, prepared once: identity, gzip and br, each with its ETag. */
  async listDocument(): Promise<CachedPage> {
    const catalog = await this.load();
    catalog.listDocument ??= cachedPage(200, JSON.stringify({ cities: catalog.cities }), JSON_TYPE);
    return catalog.listDocument;
  }

  /** A city's photos, first (the hero) first; an unknown city is a not_found error. */
  async photos(cityId: number): Promise<CityPhotoView[]> {
    const em = this.em.fork();
    const city = await em.findOne(City, { id: cityId }, { fields: ['id'] });
    if (!city) throw new DomainError('not_found', `No city with id ${cityId}`);
    const photos = await em.find(CityPhoto, { city: cityId }, { orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    return photos.map((p) => ({ url: p.url, originalUrl: p.originalUrl }));
  }

  /** The artwork of the city at this URL path, made and compressed on first use; undefined if no such city. */
  async artwork(urlPath: string): Promise<PreparedArtwork | undefined> {
    const catalog = await this.load();
    const city = catalog.byPath.get(urlPath);
    if (!city) return undefined;
    return preparedArtwork(catalog.artworks, urlPath, () => cityArtworkSvg(city));
  }

  /** Forgets everything read or prepared from the city rows (the seeder changed them). */
  invalidate(): void {
    this.catalog.invalidate();
  }

  private load(): Promise<Catalog> {
    return this.catalog.get();
  }

  private async read(): Promise<Catalog> {
    const em = this.em.fork();
    const rows = await em.find(City, {}, { orderBy: { id: 'asc' } });
    const firstPhotos = await em.execute<{ city_id: number; url: string; width: number; height: number; alt: string }[]>(
      'select distinct on (city_id) city_id, url, width, height, alt from city_photo order by city_id, position, id',
    );
    const photoOf = new Map(firstPhotos.map(({ city_id, ...photo }) => [city_id, photo]));
    const updatedAt = new Map(rows.map((r) => [r.id, r.updatedAt.toISOString()]));
    const cities = rows.map(view).sort(byStateThenName);
    const pages = cities.map((c): CityPageView => {
      const photo = photoOf.get(c.id);
      return { ...c, ...(photo ? { photo } : {}), updatedAt: updatedAt.get(c.id)! };
    });
    return {
      cities,
      byPath: new Map(cities.map((c) => [c.urlPath, c])),
      pages,
      pageByPath: new Map(pages.map((c) => [c.urlPath, c])),
      artworks: new Map(),
    };
  }
}
