import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { seedLocations } from '../database/seed.js';
import { LocationSearchService } from '../location/location-search.service.js';
import { PageCache } from '../render/page-cache.js';
import type { CityDataSet } from './city-data.js';
import { committedCityData } from './committed-city-data.js';
import { CityService } from './city.service.js';

/** Where city pages live; the page cache drops this prefix when a city changes. */
export const LOCATIONS_PATH = '/locations';

/**
 * Seeds the location data while the app is up (it is also seeded at every start with the other seeds,
 * before anything is cached): when a city was added, changed or removed, what was made from the rows is
 * dropped — the city list and artwork in memory, every page under /locations, the sitemap and cached
 * search answers. BlogSeeder does the same for posts.
 */
@Injectable()
export class CitySeeder {
  private readonly logger = new Logger('Cities');

  constructor(
    private readonly orm: MikroORM,
    private readonly cities: CityService,
    private readonly pages: PageCache,
    private readonly search: LocationSearchService,
  ) {}

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
    const dropped = this.pages.invalidate(LOCATIONS_PATH) + this.pages.invalidate('/sitemap.xml');
    this.logger.log({ cities: urlPaths.length, droppedPages: dropped }, 'cities changed');
  }
}
