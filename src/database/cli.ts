// Database commands without the web server: migrate, seed, migration:create [name].
import { readdirSync, writeFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.js';
import { ormOptions } from './orm-options.js';
import { seedDatabase } from './seed.js';

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

async function main(command: string | undefined, name: string | undefined): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedServer | undefined;
  const url = config.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(config.PG_DATA_DIR)).url;
  const orm = await MikroORM.init(ormOptions(url));
  try {
    switch (command) {
      case 'migrate': {
        const applied = await orm.migrator.up();
        console.log(applied.length ? `applied: ${applied.map((m) => m.name).join(', ')}` : 'database is up to date');
        break;
      }
      case 'seed':
        console.log('seeded', await seedDatabase(orm.em.fork()));
        break;
      case 'migration:create': {
        const result = await orm.migrator.create(undefined, false, false, name);
        if (!result.fileName) {
          console.log('no schema changes');
          break;
        }
        writeMigrationIndex();
        console.log(`created migrations/${result.fileName} and listed it in migrations/index.ts`);
        break;
      }
      default:
        throw new Error('usage: cli.js migrate | seed | migration:create [name]');
    }
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
