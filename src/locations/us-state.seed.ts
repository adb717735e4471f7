import type { EntityManager } from '@mikro-orm/postgresql';
import { UsState } from './us-state.entity.js';
import { US_STATES } from '../../core/us-states.js';

/** Inserts or refreshes the state list; running it again changes nothing. */
export async function seedUsStates(em: EntityManager): Promise<number> {
  await em.upsertMany(UsState, US_STATES.map((s) => ({ ...s })), { onConflictFields: ['code'] });
  return US_STATES.length;
}
