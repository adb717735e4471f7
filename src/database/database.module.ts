import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DatabaseServer } from './database-server.js';
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
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly seeds: DatabaseSeeds,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.orm.migrator.up();
    if (applied.length > 0) this.logger.log(`applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    const seeded = await this.seeds.seedAll();
    this.logger.log(`seeded ${JSON.stringify(seeded)}`);
  }
}
