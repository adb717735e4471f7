import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/http-setup.js';
import { freshDatabase } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** The app's own fresh database, for tests that need a connection of their own. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The real application (same modules, same HTTP pipeline as main.ts) on a fresh database. `override`
 * may replace providers (for example the views bundle, to make a page fail).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  override: (builder: TestingModuleBuilder) => TestingModuleBuilder = (builder) => builder,
  /** Another instance on this app's database (it is then neither created nor dropped here). */
  sharedDatabaseUrl?: string,
): Promise<TestApp> {
  const database = sharedDatabaseUrl ? { url: sharedDatabaseUrl, drop: async () => undefined } : await freshDatabase();
  Object.assign(process.env, env, { DATABASE_URL: database.url });
  const moduleRef = await override(Test.createTestingModule({ imports: [AppModule] })).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app);
  await app.init();
  return {
    app,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /** A connection of the test's own to their one database. */
  db: pg.Client;
  close(): Promise<void>;
}

/** Two instances of the app on one fresh database (as behind a load balancer), and a connection to it. */
export async function createTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const a = await createTestApp(env);
  const b = await createTestApp(env, undefined, a.databaseUrl);
  const db = new pg.Client({ connectionString: a.databaseUrl });
  await db.connect();
  return {
    a,
    b,
    db,
    async close() {
      await db.end();
      await b.close();
      await a.close();
    },
  };
}
