import { Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../config/app-config.js';
import { DatabaseServer } from './database-server.js';
import { withoutDeadlines } from './deadlines.js';
import { applyMigrations } from './migrate.js';
import { withMigrationLock } from './migration-lock.js';
import { ormOptions } from './orm-options.js';
import { DatabaseSeeds } from './seeding.js';

@Module({ providers: [DatabaseServer], exports: [DatabaseServer] })
export class DatabaseServerModule {}

/** A transaction asking for a second connection: refused outside production (a test fails), logged in it. */
function secondConnectionRule(config: AppConfig): (error: Error) => void {
  const logger = new Logger('Database');
  return (error) => {
    if (!config.isProduction) throw error;
    logger.error({ err: { message: error.message, stack: error.stack } }, error.message);
  };
}

/**
 * MikroORM on PostgreSQL; committed migrations apply and idempotent seeds run on every start. Each feature
 * registers its own entities (`MikroOrmModule.forFeature`, loaded here by autoLoadEntities) and its own
 * seeder (`@Seeder()`), so this layer imports no feature.
 */
@Module({
  imports: [
    DiscoveryModule,
    DatabaseServerModule,
    MikroOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer, AppConfig],
      driver: PostgreSqlDriver,
      useFactory: async (server: DatabaseServer, config: AppConfig) => ({
        ...ormOptions(await server.url(), {}, { limits: config.databaseLimits, onSecondConnection: secondConnectionRule(config) }),
        autoLoadEntities: true,
      }),
    }),
  ],
  providers: [DatabaseSeeds],
  exports: [DatabaseSeeds],
})
export class DatabaseModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly seeds: DatabaseSeeds,
    private readonly server: DatabaseServer,
  ) {}

  /** Migrations and seeds under the advisory lock, so that instances starting together take turns. */
  async onModuleInit(): Promise<void> {
    await withMigrationLock(
      await this.server.url(),
      () => this.migrateAndSeed(),
      () => this.logger.log('another instance is migrating or seeding: waiting for it'),
    );
  }

  /** Without the request deadlines: a migration or a seed may rightly take longer than any request. */
  private async migrateAndSeed(): Promise<void> {
    const applied = await applyMigrations(await this.server.url());
    if (applied.length > 0) this.logger.log(`applied migrations: ${applied.join(', ')}`);
    const seeded = await withoutDeadlines(this.orm.em.fork(), (tx) => this.seeds.seedAll(tx));
    this.logger.log(`seeded ${JSON.stringify(seeded)}`);
  }

  /**
   * Closes the pool here rather than leaving it to MikroORM's module, so the log shows it closing after the
   * queue's workers stopped and before the embedded database stops (docs/product.md#24-operations).
   * MikroORM's own close, which follows, finds nothing left to close.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
    this.logger.log('database pool closed');
  }
}
