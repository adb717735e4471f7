import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../common/domain-error.js';
import type { CachedPage } from '../render/page-cache.js';
import { PreparedCatalog, type PreparedArtwork } from '../render/prepared-response.js';
import { Reloadable } from '../common/reloadable.js';
import { PageData } from '../render/page-data.js';
import type { CityView } from '../../core/render-contract.js';
import { cityArtworkSvg } from './city-artwork.js';
import { CityPhoto } from './city-photo.entity.js';
import { City } from './city.entity.js';
import { cityViews, type CityListItem } from './city-views.js';

export interface CityPhotoView {
  url: string;
  originalUrl: string;
}

interface Catalog {
  cities: CityListItem[];
  byPath: Map<string, CityListItem>;
  /** The same cities as pages read them: with their first photo and when they changed. */
  pages: CityView[];
  pageByPath: Map<string, CityView>;
  /** GET /api/cities and the artwork, prepared from these rows. */
  prepared: PreparedCatalog;
}

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
  async list(): Promise<CityListItem[]> {
    return (await this.load()).cities;
  }

  async findByPath(urlPath: string): Promise<CityListItem | undefined> {
    return (await this.load()).byPath.get(urlPath);
  }

  /** The body of GET /api/cities, prepared once: identity, gzip and br, each with its ETag. */
  async listDocument(): Promise<CachedPage> {
    const catalog = await this.load();
    return catalog.prepared.json('list', () => ({ cities: catalog.cities }));
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
    return catalog.prepared.artwork(urlPath, () => cityArtworkSvg(city));
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
    const { cities, pages } = cityViews(
      rows.map((row) => ({ ...row, stateCode: row.usState.code })),
      (id) => photoOf.get(id),
    );
    return {
      cities,
      byPath: new Map(cities.map((c) => [c.urlPath, c])),
      pages,
      pageByPath: new Map(pages.map((c) => [c.urlPath, c])),
      prepared: new PreparedCatalog(),
    };
  }
}
