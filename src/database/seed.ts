import type { EntityManager } from '@mikro-orm/postgresql';
import { committedPosts, type PreparedPost } from '../blog/committed-posts.js';
import { seedPosts } from '../blog/post.seed.js';
import type { CityDataSet } from '../city/city-data.js';
import { seedCities } from '../city/city.seed.js';
import { committedCityData } from '../city/committed-city-data.js';
import { seedGazetteer } from '../location/gazetteer.seed.js';
import { seedUsStates } from '../location/us-state.seed.js';

export interface SeedOptions {
  /** Cities and airports to seed; the committed data by default. */
  cityData?: CityDataSet;
  /** Blog posts to seed; the committed Markdown files (src/blog/posts) by default. */
  posts?: readonly PreparedPost[];
}

/** What the location seeds wrote: rows per seeder, and the URL paths of the cities added, changed or removed. */
export interface LocationSeedResult {
  counts: { usStates: number; cities: number; cityPhotos: number; citiesChanged: number; gazetteerPlaces: number; gazetteerChanged: number };
  changedPaths: string[];
}

/**
 * States, cities (with their photo rows) and the gazetteer, in the caller's transaction. CitySeeder runs
 * this alone while the app is up; seedDatabase runs it with the posts.
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

/** Runs every idempotent seeder in one transaction (at start, and from the CLI); returns rows per seeder (and what changed). */
export async function seedDatabase(em: EntityManager, options: SeedOptions = {}): Promise<Record<string, number>> {
  const data = options.cityData ?? committedCityData();
  // Read (and checked) before the transaction: a post file that does not parse stops the seed, naming it.
  const posts = options.posts ?? committedPosts();
  return em.transactional(async (tx) => {
    const locations = await seedLocations(tx, data);
    const blog = await seedPosts(tx, posts);
    return { ...locations.counts, posts: blog.posts, postsChanged: blog.changedSlugs.length };
  });
}
