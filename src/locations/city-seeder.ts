import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CITY_PAGES_PREFIX } from '../../core/city-slug.js';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ContentChanges } from '../database/content-changes.js';
import { Seeder, type FeatureSeeder } from '../database/seeding.js';
import { LocationSearchService } from './location-search.service.js';
import { PageCache } from '../render/page-cache.js';
import { SITEMAP_PATH } from '../render/site-paths.js';
import type { CityDataSet } from './city-data.js';
import { committedCityData } from './committed-city-data.js';
import { CityService } from './city.service.js';
import { seedLocations, type LocationSeedResult } from './locations.seed.js';

/** The content change announced when states, cities or places change (docs/product.md#24-operations). */
export const CITIES_TOPIC = 'cities';

/**
 * Seeds the location data while the app is up (it is also seeded at every start with the other seeds,
 * before anything is cached): when a state, city or place was added, changed or removed, every instance
 * drops what it made from the rows — the city list and artwork in memory, every page under /locations,
 * the sitemap and cached search answers. The seeding transaction announces the change (ContentChanges),
 * so a seed from the CLI or another instance reaches this one too. BlogSeeder does the same for posts.
 */
@Injectable()
@Seeder({ order: 10 })
export class CitySeeder implements FeatureSeeder, OnModuleInit {
  private readonly logger = new Logger('Cities');

  constructor(
    private readonly orm: MikroORM,
    private readonly cities: CityService,
    private readonly pages: PageCache,
    private readonly search: LocationSearchService,
    private readonly changes: ContentChanges,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe(CITIES_TOPIC, () => this.citiesChanged());
  }

  /**
   * The start-up seed, in the transaction of every feature's seeds: states, cities and the gazetteer from
   * the committed data. Nothing is cached here yet, but the instances already running hear of a change.
   */
  async seed(tx: EntityManager): Promise<Record<string, number>> {
    return (await this.seedAndAnnounce(tx, committedCityData())).counts;
  }

  /** Seeds states, cities and the gazetteer (the committed data by default); posts are BlogSeeder's. */
  async run(cityData: CityDataSet = committedCityData()): Promise<Record<string, number>> {
    const { counts } = await this.orm.em.fork().transactional((tx) => this.seedAndAnnounce(tx, cityData));
    if (changedAnything(counts)) await this.changes.changedHere(CITIES_TOPIC);
    return counts;
  }

  private async seedAndAnnounce(tx: EntityManager, cityData: CityDataSet): Promise<LocationSeedResult> {
    const result = await seedLocations(tx, cityData);
    if (changedAnything(result.counts)) await this.changes.announce(tx, CITIES_TOPIC);
    return result;
  }

  /** Drops what was made from the location rows, then prepares the city list again. */
  citiesChanged(): void {
    this.cities.invalidate();
    this.cities.warm();
    // Cached search answers come from the gazetteer.
    this.search.clearCache();
    const dropped = this.pages.invalidate(CITY_PAGES_PREFIX) + this.pages.invalidate(SITEMAP_PATH);
    this.logger.log({ droppedPages: dropped }, 'cities changed');
  }
}

/** Whether a seed wrote a city or a place (states change only with cities). */
function changedAnything(counts: { citiesChanged: number; gazetteerChanged: number }): boolean {
  return counts.citiesChanged > 0 || counts.gazetteerChanged > 0;
}
