import pg from 'pg';

/**
 * The advisory lock key every instance (and the CLI) takes around migrations and seeds: one constant of
 * this site, so that no other lock of the database collides with it.
 */
export const MIGRATION_LOCK_KEY = '7295411083360219281';

/** How the lock's connection shows in pg_stat_activity. */
export const MIGRATION_LOCK_APPLICATION_NAME = 'site-migrations';

/**
 * Runs `work` (migrate, then seed) while holding a PostgreSQL advisory lock on a connection of its own,
 * so that instances starting together take turns: the second waits, then finds the migrations applied
 * and the seeds written, and changes nothing (docs/product.md#24-operations). The lock belongs to that
 * session: if this process dies, PostgreSQL releases it with the connection. `waiting` is called when
 * another holder makes this one wait.
 */
export async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>, waiting: () => void = () => undefined): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: MIGRATION_LOCK_APPLICATION_NAME });
  // A connection lost while the work runs must not crash the process; the work's own connections report it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0]!.locked) {
      waiting();
      await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
