// Three projects: `unit` (tests next to the code, browser-like by default), `api` (the Hono app on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL) and `mqtt` (ingestion through the MQTT broker of TEST_MQTT_URL).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '\\.(css)$': '<rootDir>/tests/helpers/style-mock.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.data/', '/tests/e2e/'],
};

/**
 * When `npm test` runs the API suite on both databases (scripts/test-all.mjs sets API_RUN to `pglite` or `postgres`),
 * each run leaves out what the other already proves. The PostgreSQL run leaves out the suites that never open the
 * database under test: the built-in provider's (an embedded database of their own), the migration suites (they step
 * through the migrations on PGlite), the storage and runtime suites (no database): there it would run the very same
 * code a second time. The suites of the HTTP boundary, which call every route as every kind of user or with random
 * input, run once: the fuzz on PGlite, the authorization matrices on PostgreSQL. Run alone, either command runs all.
 */
const API_LEFT_TO_THE_OTHER_RUN = {
  postgres: [
    '<rootDir>/server/idp/',
    '<rootDir>/server/next-runtime\\.',
    '<rootDir>/server/storage/blob-store\\.',
    '<rootDir>/tests/api/audit-migration\\.',
    '<rootDir>/tests/api/audit-personal-migration\\.',
    '<rootDir>/tests/api/maintenance-app-configuration\\.',
    '<rootDir>/tests/api/fuzz\\.',
  ],
  pglite: ['<rootDir>/tests/api/security-matrix\\.', '<rootDir>/tests/api/investment-matrix\\.'],
};

module.exports = {
  // Sign-up flows hash passwords and start providers: generous on a shared, busy machine (a global option).
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts'],
      // next-intl and its helpers ship ES modules only; Node 20 cannot require() them, so they are compiled too.
      transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat)/)'],
      testMatch: ['<rootDir>/{components,store,lib,pages,server,middleware,styles}/**/*.test.{ts,tsx}', '<rootDir>/tests/lint/*.test.ts', '<rootDir>/*.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.api\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      transform: {
        ...shared.transform,
        '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/tests/api/helpers/pglite-transform.mjs',
        'pdfjs-dist/legacy/build/.+\\.mjs$': swc,
      },
      // oidc-provider (and the jose it bundles) and pdf.js (the data room's text search) ship ES modules only; Node 20 cannot require() them.
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|oidc-provider|jose|pdfjs-dist)/)'],
      testMatch: ['<rootDir>/server/**/*.api.test.ts', '<rootDir>/tests/api/**/*.api.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...(API_LEFT_TO_THE_OTHER_RUN[process.env.API_RUN] ?? [])],
    },
    {
      ...shared,
      displayName: 'mqtt',
      testEnvironment: 'node',
      transform: { ...shared.transform, '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/tests/api/helpers/pglite-transform.mjs' },
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|oidc-provider|jose)/)'],
      testMatch: ['<rootDir>/tests/mqtt/**/*.mqtt.test.ts'],
    },
  ],
};
