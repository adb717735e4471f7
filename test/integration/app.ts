import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/http-setup.js';
import { freshDatabase } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  /** The app's own fresh database, for tests that need a connection of their own. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** The real application (same modules, same HTTP pipeline as main.ts) on a fresh database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  Object.assign(process.env, env, { DATABASE_URL: database.url });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
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
