import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/database/embedded-postgres.js';

/** A data folder the (non-root) postgres user can enter, for tests that run an embedded server. */
export function embeddedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(dir, 0o755);
  return join(dir, 'pg');
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A brand-new empty database for one test file: on the server of TEST_SERVER_URL / DATABASE_URL
 * (CI points it at the machine's PostgreSQL), or on an embedded PostgreSQL when neither is set.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const configured = process.env.TEST_SERVER_URL || undefined;
  let embedded: EmbeddedServer | undefined;
  const serverUrl = configured ?? (embedded = await startEmbeddedPostgres(embeddedDataDir('site-int'))).url;
  const name = `site_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await embedded?.stop();
    },
  };
}
