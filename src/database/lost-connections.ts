import type { Pool, PoolClient } from 'pg';

/** How long a dead connection may stay checked out before it is taken back (its holder releases at once, if at all). */
export const LOST_CONNECTION_GRACE_MS = 1000;

/**
 * Takes back, from the ORM's pool, connections the server closed while they were checked out. Kysely
 * (0.29, under MikroORM) never releases a connection whose BEGIN, or whose COMMIT and then ROLLBACK, fail
 * (kysely-org/kysely#1990): each transaction in flight when PostgreSQL stops would otherwise hold a pool
 * slot for good, until the pool is empty and the site hangs after an outage, and the shutdown waits
 * forever for them. A connection that ended and is still out after LOST_CONNECTION_GRACE_MS is released
 * as broken, so the pool drops it; its release is then a no-op, should its holder still call it.
 */
export function reclaimLostConnections(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client as PoolClient));
  pool.on('connect', (client) => {
    client.once('end', () => setTimeout(() => reclaim(client as PoolClient), LOST_CONNECTION_GRACE_MS).unref());
  });

  function reclaim(client: PoolClient): void {
    if (!checkedOut.has(client)) return;
    checkedOut.delete(client);
    const release = client.release;
    client.release = () => undefined;
    release(new Error('the connection ended while checked out'));
  }
}
