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
  /**
   * Called after the commit with the URL paths of the cities added, changed or removed, so the caller
   * can drop what it cached from them (CitySeeder drops the city pages and the sitemap).
   */
  onCitiesChanged?: (urlPaths: string[]) => void;
  /** Blog posts to seed; the committed Markdown files (src/blog/posts) by default. */
  posts?: readonly PreparedPost[];
}

/** Runs every idempotent seeder in one transaction; returns rows per seeder (and what changed). */
export async function seedDatabase(em: EntityManager, options: SeedOptions = {}): Promise<Record<string, number>> {
  const data = options.cityData ?? committedCityData();
  // Read (and checked) before the transaction: a post file that does not parse stops the seed, naming it.
  const posts = options.posts ?? committedPosts();
  const { counts, changedPaths } = await em.transactional(async (tx) => {
    const usStates = await seedUsStates(tx);
    const cities = await seedCities(tx, data.cities);
    const gazetteer = await seedGazetteer(tx, data);
    const blog = await seedPosts(tx, posts);
    return {
      counts: {
        usStates,
        cities: cities.cities,
        cityPhotos: cities.photos,
        citiesChanged: cities.changedPaths.length,
        gazetteerPlaces: gazetteer.places,
        gazetteerChanged: gazetteer.changed,
        posts: blog.posts,
        postsChanged: blog.changedSlugs.length,
      },
      changedPaths: cities.changedPaths,
    };
  });
  if (changedPaths.length > 0) options.onCitiesChanged?.(changedPaths);
  return counts;
}
