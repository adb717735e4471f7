import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { MIGRATIONS } from '../../migrations/index.js';
import type { DatabaseLimits } from '../config/app-config.js';
import { reclaimLostConnections } from './lost-connections.js';
import { guardTransactionConnections } from './transaction-guard.js';

export interface PoolRules {
  /** The pool's size and every connection's deadlines (AppConfig.databaseLimits); none for the CLI's migrate. */
  limits?: DatabaseLimits;
  /** What a transaction asking for a second connection does (transaction-guard.ts); nothing when unset. */
  onSecondConnection?: (error: Error) => void;
}

/**
 * pg's pool and connection settings for the limits: how long to wait for a free connection, and the
 * deadlines PostgreSQL applies to each connection (sent at connect, so they hold for every statement).
 */
export function poolSettings(limits: DatabaseLimits): Record<string, number> {
  return {
    max: limits.poolSize,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}

/**
 * The one MikroORM configuration, used by the app and the CLI. The entities are not listed here: each
 * feature registers its own (DatabaseModule loads them with autoLoadEntities).
 */
export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}, rules: PoolRules = {}): Options {
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
    pool: { min: 0, max: rules.limits?.poolSize ?? 10 },
    driverOptions: {
      ...(rules.limits ? poolSettings(rules.limits) : {}),
      onPoolCreated: (pool: Pool) => {
        // A PostgreSQL restart must not leave pool slots held by dead connections (docs/product.md#24-operations).
        reclaimLostConnections(pool);
        if (rules.onSecondConnection) guardTransactionConnections(pool, rules.onSecondConnection);
      },
    },
    debug: false,
    colors: false,
    ...overrides,
  });
}
