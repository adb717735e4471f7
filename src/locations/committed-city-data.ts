import airportsFile from './data/airports.json' with { type: 'json' };
import citiesFile from './data/cities.json' with { type: 'json' };
import { parseCityData, type CityDataSet } from './city-data.js';

let parsed: CityDataSet | undefined;

/** The committed cities and airports (part of the build), checked once. */
export function committedCityData(): CityDataSet {
  parsed ??= parseCityData(citiesFile as unknown, airportsFile as unknown);
  return parsed;
}
