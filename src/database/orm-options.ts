import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../migrations/index.js';
import { ENTITIES } from './entities.js';

/** The one MikroORM configuration, used by the app, the CLI and the tests. */
export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      tableName: 'mikro_orm_migrations',
      pathTs: 'migrations',
      path: 'migrations',
      migrationsList: MIGRATIONS,
      snapshot: true,
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    colors: false,
    ...overrides,
  });
}
