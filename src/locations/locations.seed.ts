import type { EntityManager } from '@mikro-orm/postgresql';
import type { CityDataSet } from './city-data.js';
import { seedCities } from './city.seed.js';
import { seedGazetteer } from './gazetteer.seed.js';
import { seedUsStates } from './us-state.seed.js';

/** What the location seeds wrote: rows per seeder, and the URL paths of the cities added, changed or removed. */
export interface LocationSeedResult {
  counts: { usStates: number; cities: number; cityPhotos: number; citiesChanged: number; gazetteerPlaces: number; gazetteerChanged: number };
  changedPaths: string[];
}

/**
 * States, cities (with their photo rows) and the gazetteer, in the caller's transaction: at every start
 * with the other features' seeds (CitySeeder.seed), or alone while the app is up (CitySeeder.run).
 */
export async function seedLocations(tx: EntityManager, data: CityDataSet): Promise<LocationSeedResult> {
  const usStates = await seedUsStates(tx);
  const cities = await seedCities(tx, data.cities);
  const gazetteer = await seedGazetteer(tx, data);
  return {
    counts: {
      usStates,
      cities: cities.cities,
      cityPhotos: cities.photos,
      citiesChanged: cities.changedPaths.length,
      gazetteerPlaces: gazetteer.places,
      gazetteerChanged: gazetteer.changed,
    },
    changedPaths: cities.changedPaths,
  };
}
