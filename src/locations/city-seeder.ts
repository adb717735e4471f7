import { Injectable, Logger } from '@nestjs/common';
import { CITY_PAGES_PREFIX } from '../../core/city-slug.js';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Seeder, type FeatureSeeder } from '../database/seeding.js';
import { LocationSearchService } from './location-search.service.js';
import { PageCache } from '../render/page-cache.js';
import { SITEMAP_PATH } from '../render/site-paths.js';
import type { CityDataSet } from './city-data.js';
import { committedCityData } from './committed-city-data.js';
import { CityService } from './city.service.js';
import { seedLocations } from './locations.seed.js';

/**
 * Seeds the location data while the app is up (it is also seeded at every start with the other seeds,
 * before anything is cached): when a city was added, changed or removed, what was made from the rows is
 * dropped — the city list and artwork in memory, every page under /locations, the sitemap and cached
 * search answers. BlogSeeder does the same for posts.
 */
@Injectable()
@Seeder({ order: 10 })
export class CitySeeder implements FeatureSeeder {
  private readonly logger = new Logger('Cities');

  constructor(
    private readonly orm: MikroORM,
    private readonly cities: CityService,
    private readonly pages: PageCache,
    private readonly search: LocationSearchService,
  ) {}

  /**
   * The start-up seed, in the transaction of every feature's seeds (nothing is cached yet, so nothing to
   * drop): states, cities and the gazetteer from the committed data.
   */
  async seed(tx: EntityManager): Promise<Record<string, number>> {
    return (await seedLocations(tx, committedCityData())).counts;
  }

  /** Seeds states, cities and the gazetteer (the committed data by default); posts are BlogSeeder's. */
  async run(cityData: CityDataSet = committedCityData()): Promise<Record<string, number>> {
    const { counts, changedPaths } = await this.orm.em.fork().transactional((tx) => seedLocations(tx, cityData));
    if (changedPaths.length > 0) this.citiesChanged(changedPaths);
    // Cached search answers come from the gazetteer this run may have changed.
    if (counts.gazetteerChanged || counts.citiesChanged) this.search.clearCache();
    return counts;
  }

  citiesChanged(urlPaths: string[]): void {
    this.cities.invalidate();
    this.cities.warm();
    const dropped = this.pages.invalidate(CITY_PAGES_PREFIX) + this.pages.invalidate(SITEMAP_PATH);
    this.logger.log({ cities: urlPaths.length, droppedPages: dropped }, 'cities changed');
  }
}
