import { availableParallelism } from 'node:os';

// Unit tests live beside the code (*.spec.ts[x]); integration tests run the Nest app on a real,
// freshly created PostgreSQL database (test/integration/*.int-spec.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    // Keep import() native so the ESM views bundle can be loaded like in production.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

const common = {
  testEnvironment: 'node',
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j)sx?$': swc,
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

const cores = availableParallelism();
/** `--selectProjects integration`, as `npm run test:int` runs it. */
const integrationRun = process.argv.includes('integration') && !process.argv.includes('unit');

export default {
  // A global option (ignored inside projects): integration tests start servers, some embedded.
  testTimeout: 60000,
  // A worker per core (jest's default leaves one for itself, which only waits): test files run in
  // parallel, each integration file on databases of its own. Integration files wait on PostgreSQL, sockets
  // and child processes for a good part of their time (two workers on two cores left them a third idle;
  // four took the run from 205 s to 169 s), so an integration run has two workers per core.
  maxWorkers: integrationRun ? cores * 2 : cores,
  // Each file's time for `npm test`'s slowest-files list (scripts/test.mjs).
  reporters: ['default', '<rootDir>/test/support/jest-timings-reporter.mjs'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/core', '<rootDir>/src', '<rootDir>/views', '<rootDir>/client'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
    },
    {
      ...common,
      displayName: 'integration',
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.int-spec.ts'],
      setupFiles: ['<rootDir>/test/integration/env.ts'],
      // One server and one migrated, seeded template database per run; each file's databases copy it.
      globalSetup: '<rootDir>/test/support/integration-setup.cjs',
      globalTeardown: '<rootDir>/test/support/integration-teardown.cjs',
    },
  ],
};
