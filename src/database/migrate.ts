import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options.js';

/**
 * Applies the pending migrations on a short-lived pool of their own, without the request deadlines
 * (DATABASE_*_TIMEOUT_MS): a migration may rightly take longer than any request. Every start and
 * `npm run migrate` go through here, under the migration lock. Answers the names applied.
 */
export async function applyMigrations(url: string): Promise<string[]> {
  const logger = new Logger('Database');
  const orm = await MikroORM.init(
    ormOptions(url, { discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 2 }, logger: (message: string) => logger.debug(message) }),
  );
  try {
    return (await orm.migrator.up()).map((migration) => migration.name);
  } finally {
    await orm.close();
  }
}
