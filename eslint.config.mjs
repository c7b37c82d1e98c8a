import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

/*
 * The layers of the tree and what each may import (docs/architecture.md, "Boundaries"). Paths are from the
 * repository's root; the first descriptor that matches a file gives its element.
 */
const elements = [
  // Helpers only tests use: they may reach any layer to build their fixtures.
  { type: 'test-support', pattern: ['**/testing', 'tests/helpers', 'tests/standins'] },
  // End-to-end and API suites, the lint's own tests, benchmarks and scripts stand outside the product.
  { type: 'tools', pattern: ['tests', 'bench', 'scripts'] },
  // The catch-all API route of `next dev` hands /api and /idp to the server.
  { type: 'pages-api', pattern: 'pages/api' },
  { type: 'pages', pattern: 'pages' },
  { type: 'components', pattern: 'components' },
  { type: 'store', pattern: 'store' },
  { type: 'lib', pattern: 'lib' },
  { type: 'styles', pattern: 'styles' },
  // The server half of the pages (getServerSideProps): the only part of server/ that pages may import.
  { type: 'server-ssr', pattern: 'server/ssr' },
  // One folder per domain; its public surface is its public.ts.
  { type: 'server-module', pattern: 'server/modules/*', capture: ['module'] },
  // The registry of modules (server/modules/index.ts) and the context every module receives (context.ts).
  { type: 'server-registry', pattern: 'server/modules' },
  // The rest of server/: app, http, db, idp, config, mail, storage, logger, main.
  { type: 'server', pattern: 'server' },
].map((element) => ({ partialMatch: false, ...element }));

const only = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const publicSurfaceOfAnyModule = { to: { element: { type: 'server-module', fileInternalPath: 'public.ts' } } };
const moduleContext = { to: { element: { type: 'server-registry', fileInternalPath: 'context.ts' } } };
const sameModule = { to: { element: { type: 'server-module', captured: { module: '{{ from.element.captured.module }}' } } } };

/** What each layer may import; anything else between files of the tree is refused. */
const productionPolicies = [
  { from: { element: { type: 'pages' } }, allow: only('pages', 'components', 'store', 'lib', 'styles', 'server-ssr') },
  { from: { element: { type: 'components' } }, allow: only('components', 'store', 'lib', 'styles') },
  { from: { element: { type: 'store' } }, allow: only('store', 'lib') },
  { from: { element: { type: 'lib' } }, allow: only('lib') },
  { from: { file: { categories: 'proxy' } }, allow: [only('lib'), { to: { file: { categories: 'proxy' } } }] },
  // The wrapper's getServerSideProps fills the server's store: the server half of pages may use store/, never components/.
  { from: { element: { type: 'server-ssr' } }, allow: only('server-ssr', 'server', 'store', 'lib') },
  { from: { element: { type: 'server' } }, allow: [only('server', 'server-registry', 'lib'), publicSurfaceOfAnyModule] },
  { from: { element: { type: 'server-registry' } }, allow: [only('server', 'lib'), publicSurfaceOfAnyModule] },
  { from: { element: { type: 'server-module' } }, allow: [only('server', 'lib'), moduleContext, sameModule, publicSurfaceOfAnyModule] },
  { from: { element: { type: 'pages-api' } }, allow: only('server', 'lib') },
  { from: { file: { categories: 'next-entry' } }, allow: only('server', 'lib') },
  // Helpers and suites reach every layer, the proxy included (an API suite drives it).
  {
    from: { element: { types: { anyOf: ['test-support', 'tools'] } } },
    allow: [{ to: { element: { type: '*' } } }, { to: { file: { categories: 'proxy' } } }],
  },
];

/** A test file follows the rules of the layer it sits in, and may also use the helpers made for tests. */
const testPolicies = [...productionPolicies, { allow: only('test-support') }];

const boundariesSettings = {
  'boundaries/elements': elements,
  // Next's proxy (its request middleware) and instrumentation sit at the root, outside any folder.
  'boundaries/files': [
    { category: 'proxy', pattern: 'proxy*.ts' },
    { category: 'next-entry', pattern: 'instrumentation.ts' },
  ],
  'boundaries/include': ['**/*.{ts,tsx,js,mjs,cjs}'],
  'boundaries/ignore': ['**/*.json', '**/*.css', 'content/**', 'public/**'],
};

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'server/db/migrations/**', 'tests/artifacts/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: productionPolicies }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: testPolicies }],
    },
  },
  {
    // One way to declare an API route: routesOf gives every operation its id, tag, summary and description.
    files: ['server/**/*.ts'],
    ignores: ['server/http/route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hono/zod-openapi',
              importNames: ['createRoute'],
              message: 'Declare API routes with routesOf (server/http/route.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to link between pages: components/ui/Link (page code fetched on hover or touch, not on sight).
    files: ['components/**/*.tsx', 'pages/**/*.tsx'],
    ignores: ['components/ui/Link.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Link between pages with components/ui/Link.' }] },
      ],
    },
  },
];

export default config;
