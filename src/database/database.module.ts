import { Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DatabaseServer } from './database-server.js';
import { withMigrationLock } from './migration-lock.js';
import { ormOptions } from './orm-options.js';
import { DatabaseSeeds } from './seeding.js';

@Module({ providers: [DatabaseServer], exports: [DatabaseServer] })
export class DatabaseServerModule {}

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
      inject: [DatabaseServer],
      driver: PostgreSqlDriver,
      useFactory: async (server: DatabaseServer) => ({ ...ormOptions(await server.url()), autoLoadEntities: true }),
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

  private async migrateAndSeed(): Promise<void> {
    const applied = await this.orm.migrator.up();
    if (applied.length > 0) this.logger.log(`applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    const seeded = await this.seeds.seedAll();
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
