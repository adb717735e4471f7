import type { EntityManager } from '@mikro-orm/postgresql';
import { seedUsStates } from '../location/us-state.seed.js';

/** Runs every idempotent seeder in one transaction; returns rows touched per seeder. */
export async function seedDatabase(em: EntityManager): Promise<Record<string, number>> {
  return em.transactional(async (tx) => ({ usStates: await seedUsStates(tx) }));
}
