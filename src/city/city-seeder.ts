import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { seedDatabase } from '../database/seed.js';
import { LocationSearchService } from '../location/location-search.service.js';
import { PageCache } from '../render/page-cache.js';
import type { CityDataSet } from './city-data.js';
import { CityService } from './city.service.js';

/** Where city pages live; the page cache drops this prefix when a city changes. */
export const LOCATIONS_PATH = '/locations';

/**
 * The seeders run while the app is up (they also run at every start, before anything is cached): when a
 * city was added, changed or removed, what was made from the rows is dropped — the city list and artwork
 * in memory, every page under /locations and the sitemap.
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

  async run(cityData?: CityDataSet): Promise<Record<string, number>> {
    const counts = await seedDatabase(this.orm.em.fork(), { cityData, onCitiesChanged: (paths) => this.citiesChanged(paths) });
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
