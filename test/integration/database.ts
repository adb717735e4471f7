import { adminQuery, withDatabase } from '../support/test-databases.cjs';

export { embeddedDataDir } from '../support/test-databases.cjs';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of one test file's own on the run's server (test/support/test-databases.cjs): a copy of
 * the run's migrated and seeded template, or, with `empty`, a database with nothing in it (for the tests
 * of migrations and seeds themselves).
 */
export async function freshDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_SERVER_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!serverUrl || !template) throw new Error('integration tests run under jest\'s integration project, whose global setup makes their server and template');
  const name = `site_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(serverUrl, empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
