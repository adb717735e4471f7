import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';

/**
 * A feature's idempotent seed: writes its committed data in the caller's transaction and returns rows
 * written per kind (what changed, too). The feature registers it by decorating the provider with
 * `@Seeder({ order })`; the database layer knows no feature and finds them at start.
 */
export interface FeatureSeeder {
  seed(tx: EntityManager): Promise<Record<string, number>>;
}

/** Marks a provider as a FeatureSeeder; lower `order` seeds first (a feature whose rows others reference goes first). */
export const Seeder = DiscoveryService.createDecorator<{ order: number }>();

/** Runs every registered seeder, in order, in one transaction: at every start (DatabaseModule) and from `npm run seed`. */
@Injectable()
export class DatabaseSeeds {
  /** What the last run wrote, rows per kind (the CLI prints it). */
  lastResult: Record<string, number> = {};

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
  ) {}

  seeders(): FeatureSeeder[] {
    return this.discovery
      .getProviders({ metadataKey: Seeder.KEY })
      .filter((wrapper) => wrapper.instance)
      .map((wrapper) => ({ seeder: wrapper.instance as FeatureSeeder, order: this.discovery.getMetadataByDecorator(Seeder, wrapper)?.order ?? 0 }))
      .sort((a, b) => a.order - b.order)
      .map(({ seeder }) => seeder);
  }

  async seedAll(em: EntityManager = this.orm.em.fork()): Promise<Record<string, number>> {
    const seeders = this.seeders();
    this.lastResult = await em.transactional(async (tx) => {
      const result: Record<string, number> = {};
      for (const seeder of seeders) Object.assign(result, await seeder.seed(tx));
      return result;
    });
    return this.lastResult;
  }
}
