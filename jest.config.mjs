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

export default {
  // A global option (ignored inside projects): integration tests start servers, some embedded.
  testTimeout: 60000,
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
    },
  ],
};
