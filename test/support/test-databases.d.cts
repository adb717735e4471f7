// Types of test-databases.cjs for the TypeScript integration tests.
export function embeddedDataDir(prefix: string): string;
export function withDatabase(url: string, database: string): string;
export function adminQuery(serverUrl: string, sql: string): Promise<void>;
export function setUpRunDatabases(): Promise<void>;
export function tearDownRunDatabases(): Promise<void>;
