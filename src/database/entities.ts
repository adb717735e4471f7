import { UsState } from '../location/us-state.entity.js';

/** Every entity of the application; the ORM and the migration CLI both read this list. */
export const ENTITIES = [UsState];
