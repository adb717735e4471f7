import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../migrations/index.js';
import { reclaimLostConnections } from './lost-connections.js';

/**
 * The one MikroORM configuration, used by the app and the CLI. The entities are not listed here: each
 * feature registers its own (DatabaseModule loads them with autoLoadEntities).
 */
export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
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
    // A PostgreSQL restart must not leave pool slots held by dead connections (docs/product.md#24-operations).
    driverOptions: { onPoolCreated: reclaimLostConnections },
    debug: false,
    colors: false,
    ...overrides,
  });
}
