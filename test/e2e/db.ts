import { readFileSync } from 'node:fs';
import pg from 'pg';
import { EMBEDDED_DATABASE } from '../../src/database/embedded-postgres.js';

/**
 * The database the e2e server writes to: DATABASE_URL, or the embedded server the app started in
 * data/pg-e2e (playwright.config.ts), whose port is line 4 of its postmaster.pid.
 */
export function e2eDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const port = readFileSync('data/pg-e2e/postmaster.pid', 'utf8').split('\n')[3]?.trim();
  return `postgresql://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
