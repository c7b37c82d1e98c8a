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
