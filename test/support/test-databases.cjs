// The integration run's databases (jest's globalSetup and globalTeardown for the integration project,
// and test/integration/database.ts for each file): one server for the run (the configured PostgreSQL, else
// one embedded server) and on it a template database, migrated and seeded once by the app's own start,
// that each file's databases copy (CREATE DATABASE ... TEMPLATE), so no file migrates or seeds unless that
// is what it tests. CommonJS on the built app (dist/): jest loads its global hooks untranspiled, and the tests require it.
const { execFile } = require('node:child_process');
const { chmodSync, existsSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { promisify } = require('node:util');
const pg = require('pg');

const run = promisify(execFile);

/** A data folder the (non-root) postgres user can enter, for an embedded server. */
function embeddedDataDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(dir, 0o755);
  return join(dir, 'pg');
}

/** `url` with its database name replaced. */
function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on the server's `postgres` database (CREATE DATABASE and the like). */
async function adminQuery(serverUrl, sql) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A run's databases: its template, and each file's copies (test/integration/database.ts). */
const RUN_DATABASE = /^site_(template|test)_(\d+)_\d+$/;
/** Older than this, a run's database was left by a run that was killed before its teardown. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** Drops the databases that runs killed before their teardown left on the server. */
async function dropStaleDatabases(serverUrl) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query(`select datname from pg_database where datname like 'site\\_%'`);
    for (const { datname } of rows) {
      const made = RUN_DATABASE.exec(datname)?.[2];
      if (made === undefined || Date.now() - Number(made) < STALE_AFTER_MS) continue;
      await client.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

let current;

/** Starts the run: its server and its template; the workers, started after this, inherit both through the environment. */
async function setUpRunDatabases() {
  if (!existsSync('dist/src/cli.js')) throw new Error('integration tests run the built app: npm run build first');
  const configured = process.env.TEST_SERVER_URL || process.env.DATABASE_URL || undefined;
  let embedded;
  if (!configured) {
    const { startEmbeddedPostgres } = await import('../../dist/src/database/embedded-postgres.js');
    embedded = await startEmbeddedPostgres(embeddedDataDir('site-int'));
  }
  const serverUrl = configured ?? embedded.url;
  if (configured) await dropStaleDatabases(serverUrl);
  const template = `site_template_${Date.now()}_${process.pid}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
  // The app's own start: its migrations, every feature's seeds, the queue's tables.
  await run(process.execPath, ['dist/src/cli.js', 'seed'], {
    // Nothing beside the seeds: no content audit, no escalation (as test/integration/env.ts has it).
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', AUDIT_NEW_BUILD: 'off', AUDIT_SCHEDULE: 'off', ESCALATE_AFTER_MINUTES: 'off', DATABASE_URL: withDatabase(serverUrl, template) },
  });
  // Nobody connects to it again: a copy needs a template without sessions.
  await adminQuery(serverUrl, `ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  current = { serverUrl, template, embedded };
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;
}

/** Ends the run: drops the template, and stops the embedded server if the run started one. */
async function tearDownRunDatabases() {
  if (!current) return;
  const { serverUrl, template, embedded } = current;
  current = undefined;
  await adminQuery(serverUrl, `ALTER DATABASE ${template} WITH IS_TEMPLATE false`);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await embedded?.stop();
}

module.exports = { embeddedDataDir, withDatabase, adminQuery, setUpRunDatabases, tearDownRunDatabases };
