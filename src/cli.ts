// Database and account commands without the web server: migrate, seed, migration:create [name], and the
// operators' account commands (docs/product.md#14-admin-area): admin:create --username NAME --role
// admin|editor|viewer, admin:list, admin:disable NAME, admin:enable NAME, admin:role NAME ROLE, admin:password
// NAME (passwords from ADMIN_PASSWORD or a hidden prompt), admin:reset NAME (prints a setup link) and
// admin:mfa-reset NAME (a lost phone). A refused change exits 1 with its reason.
// `migrate` needs no feature, so it runs on MikroORM alone; `seed` and `migration:create` need every
// feature's seeders and entities, so they start the application without its HTTP server (which applies
// the migrations and runs the seeds, as every start does). The whole application is loaded only for those
// two: the account commands start the admin feature alone, and start faster for it.
import { readdirSync, writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { parseArgs } from 'node:util';
import { AdminCliModule } from './admin/admin-cli.module.js';
import { accountTable } from './admin/account-table.js';
import { AccountError, AdminAccounts } from './admin/index.js';
import { promptPassword } from './admin/password-prompt.js';
import { loadConfig } from './config/app-config.js';
import { ADMIN_ROLES, normalizeUsername } from '../core/admin.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './database/embedded-postgres.js';
import { withMigrationLock } from './database/migration-lock.js';
import { applyMigrations } from './database/migrate.js';
import { DatabaseSeeds } from './database/seeding.js';

/** Regenerates migrations/index.ts from the migration files, in timestamp order. */
function writeMigrationIndex(): void {
  const names = readdirSync('migrations')
    .filter((f) => /^Migration\d{14}.*\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
  const source = [
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...names.map((n) => `import { ${n} } from './${n}.js';`),
    '',
    '/** Migrations in the order they apply; `npm run migration:create` regenerates this list. */',
    'export const MIGRATIONS: MigrationObject[] = [',
    ...names.map((n) => `  { name: '${n}', class: ${n} },`),
    '];',
    '',
  ].join('\n');
  writeFileSync('migrations/index.ts', source);
}

async function migrate(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedServer | undefined;
  const url = config.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(config.PG_DATA_DIR)).url;
  try {
    // Under the lock every starting instance takes, so a migrate during a rolling start waits its turn.
    const applied = await withMigrationLock(url, () => applyMigrations(url), () => console.log('another instance is migrating or seeding: waiting for it'));
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await embedded?.stop();
  }
}

type AppContext = Awaited<ReturnType<typeof NestFactory.createApplicationContext>>;

/** The whole application, loaded when a command needs every feature. */
const appModule = async (): Promise<object> => (await import('./app.module.js')).AppModule;

async function withApplication(work: (app: AppContext) => Promise<void>, module: object): Promise<void> {
  const app = await NestFactory.createApplicationContext(module, { logger: ['error'] });
  try {
    await work(app);
  } finally {
    await app.close();
  }
}

/** Runs an account command on the admin feature alone; a refused change becomes the error the CLI prints. */
function withAccounts(refused: string, work: (accounts: AdminAccounts) => Promise<void>): Promise<void> {
  return withApplication(async (app) => {
    try {
      await work(app.get(AdminAccounts));
    } catch (error) {
      if (error instanceof AccountError) throw new Error(`${refused}: ${error.message}`);
      throw error;
    }
  }, AdminCliModule);
}

const passwordFor = async (username: string) => process.env.ADMIN_PASSWORD || (await promptPassword(`Password for ${username} (12-128 characters): `));

/** admin:create: an account with the password rules of every account (docs/product.md#14-admin-area). */
async function createAdmin(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { username: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
  if (!values.username) throw new Error(`usage: npm run admin:create -- --username NAME [--role ${ADMIN_ROLES.join('|')}]`);
  const password = await passwordFor(values.username);
  await withAccounts('not created', async (accounts) => {
    const account = await accounts.create(values.username!, values.role!, password);
    console.log(`created ${account.role} account ${account.username}`);
  });
}

/** The account commands that take a username (and, for admin:role, a role) as plain arguments. */
async function accountCommand(command: string, args: string[]): Promise<void> {
  const [username, role] = args;
  const usage = command === 'admin:role' ? `usage: npm run admin:role -- NAME ${ADMIN_ROLES.join('|')}` : `usage: npm run ${command} -- NAME`;
  if (!username || (command === 'admin:role' && !role)) throw new Error(usage);
  switch (command) {
    case 'admin:disable':
      return withAccounts('not disabled', async (accounts) => {
        await accounts.setDisabled(username, true);
        console.log(`disabled ${normalizeUsername(username)}: its sessions have ended`);
      });
    case 'admin:enable':
      return withAccounts('not enabled', async (accounts) => {
        await accounts.setDisabled(username, false);
        console.log(`enabled ${normalizeUsername(username)}`);
      });
    case 'admin:role':
      return withAccounts('role not changed', async (accounts) => {
        const change = await accounts.setRole(username, role!);
        console.log(`${normalizeUsername(username)}: ${change.from} -> ${change.to}`);
      });
    case 'admin:reset':
      return withAccounts('not reset', async (accounts) => {
        const { setupLink } = await accounts.reset(username, null);
        console.log(`reset ${setupLink.username}: its password, two-factor and sessions are gone. Its setup link works once, until ${setupLink.expiresAt}:`);
        console.log(setupLink.url);
      });
    case 'admin:mfa-reset':
      return withAccounts('two-factor not reset', async (accounts) => {
        await accounts.resetMfa(username, null);
        console.log(`turned two-factor off for ${normalizeUsername(username)}: its sessions have ended`);
      });
    default: {
      const password = await passwordFor(username);
      return withAccounts('password not changed', async (accounts) => {
        await accounts.changePassword(username, password);
        console.log(`changed the password of ${normalizeUsername(username)}: its sessions have ended`);
      });
    }
  }
}

async function main(command: string | undefined, name: string | undefined): Promise<void> {
  switch (command) {
    case 'migrate':
      return migrate();
    case 'seed':
      return withApplication(async (app) => {
        console.log('seeded', app.get(DatabaseSeeds).lastResult);
      }, await appModule());
    case 'migration:create':
      return withApplication(async (app) => {
        const result = await app.get(MikroORM).migrator.create(undefined, false, false, name);
        if (!result.fileName) {
          console.log('no schema changes');
          return;
        }
        writeMigrationIndex();
        console.log(`created migrations/${result.fileName} and listed it in migrations/index.ts`);
      }, await appModule());
    case 'admin:create':
      return createAdmin(process.argv.slice(3));
    case 'admin:list':
      return withAccounts('not listed', async (accounts) => console.log(accountTable(await accounts.list())));
    case 'admin:disable':
    case 'admin:enable':
    case 'admin:role':
    case 'admin:password':
    case 'admin:reset':
    case 'admin:mfa-reset':
      return accountCommand(command, process.argv.slice(3));
    default:
      throw new Error(
        `usage: cli.js migrate | seed | migration:create [name] | admin:create --username NAME --role ${ADMIN_ROLES.join('|')} | admin:list | admin:disable NAME | admin:enable NAME | admin:role NAME ROLE | admin:password NAME | admin:reset NAME | admin:mfa-reset NAME`,
      );
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
