import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DatabaseServer } from './database-server.js';
import { ormOptions } from './orm-options.js';
import { seedDatabase } from './seed.js';

@Module({ providers: [DatabaseServer], exports: [DatabaseServer] })
export class DatabaseServerModule {}

/** MikroORM on PostgreSQL; committed migrations apply and idempotent seeds run on every start. */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer],
      driver: PostgreSqlDriver,
      useFactory: async (server: DatabaseServer) => ormOptions(await server.url()),
    }),
  ],
})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(private readonly orm: MikroORM) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.orm.migrator.up();
    if (applied.length > 0) this.logger.log(`applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    const seeded = await seedDatabase(this.orm.em.fork());
    this.logger.log(`seeded ${JSON.stringify(seeded)}`);
  }
}
