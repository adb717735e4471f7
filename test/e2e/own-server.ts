import { startProductionServer, type ProductionServer } from '../support/production-server.mjs';
import { e2eDatabaseUrl, query } from './db.js';

// A production server of a test file's own, on a database of its own beside the suite's: for tests that
// need a setting the suite's server does not have (analytics) or figures no other test adds to (results).

export interface OwnServer {
  server: ProductionServer;
  databaseUrl: string;
  /** Stops the server and drops its database. */
  stop(): Promise<void>;
}

/** Starts one on a fresh database named after the suite's with `_${name}` added. */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const url = new URL(e2eDatabaseUrl());
  const database = `${url.pathname.slice(1)}_${name}`;
  await query(`drop database if exists "${database}" with (force)`);
  await query(`create database "${database}"`);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const server = await startProductionServer({ databaseUrl, env });
  return {
    server,
    databaseUrl,
    async stop() {
      await server.stop();
      await query(`drop database if exists "${database}" with (force)`);
    },
  };
}
