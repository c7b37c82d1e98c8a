import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';
import architecture from './scripts/eslint/no-import-cycle.mjs';
import { readdirSync, readFileSync } from 'node:fs';

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
  // What every domain's screens share: the UI kit, the shell (header, footer, popups, dashboard) and the providers.
  { type: 'components-shared', pattern: ['components/ui', 'components/layout', 'components/providers'] },
  // One folder per domain's screens (assessments, projects, investment, knowledge, monitoring…).
  { type: 'components-domain', pattern: 'components/*', capture: ['domain'] },
  // A file directly under components/ counts as shared.
  { type: 'components-shared', pattern: 'components' },
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
const sameDomain = { to: { element: { type: 'components-domain', captured: { domain: '{{ from.element.captured.domain }}' } } } };

/** What each layer may import; anything else between files of the tree is refused. */
const productionPolicies = [
  { from: { element: { type: 'pages' } }, allow: only('pages', 'components-shared', 'components-domain', 'store', 'lib', 'styles', 'server-ssr') },
  // Shared folders import no domain; a domain's screens import the shared folders and their own folder, no other domain.
  { from: { element: { type: 'components-shared' } }, allow: only('components-shared', 'store', 'lib', 'styles') },
  { from: { element: { type: 'components-domain' } }, allow: [only('components-shared', 'store', 'lib', 'styles'), sameDomain] },
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

/*
 * Each server module reads and writes only its own tables (docs/architecture.md, "Tables"): the schema files under
 * server/db/schema/ a module owns, by file name. Another domain's data comes through that domain's public.ts. The
 * tables are read from the schema files, so a new table is refused to every module but its owner from the start.
 */
const SCHEMA_DIR = new URL('./server/db/schema/', import.meta.url);
const tablesOf = (file) => [...readFileSync(new URL(file, SCHEMA_DIR), 'utf8').matchAll(/^export const (\w+) = pgTable\b/gm)].map(([, name]) => name);
const SCHEMA_FILES = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));
const TABLES_OF_MODULE = {
  artefacts: ['monitoring-artefacts'],
  assessments: ['projects'], // an assessment is stored in its project's tables (see Deviations)
  audit: ['audit'],
  commitments: ['commitments'],
  companies: ['companies'],
  proposals: ['proposals'],
  contact: ['contact'],
  console: [],
  dataroom: ['dataroom'],
  evidence: ['monitoring-evidence'],
  'internal-config': ['settings'],
  investors: ['investors'],
  knowledge: ['knowledge'],
  oems: ['oems', 'companies'], // an OEM is a company of kind 'oem': its verification and the OEM lists join companies (see Deviations)
  monitoring: ['monitoring', 'monitoring-alarms', 'monitoring-batches', 'monitoring-forms', 'monitoring-ingestion'],
  opportunities: ['opportunities'],
  questions: ['questions'],
  profiles: ['profiles', 'profile-logos'],
  projects: ['projects'],
  resources: ['resources'],
  templates: ['template-snapshots'],
  todos: ['todos'],
  support: ['support'],
  users: ['users', 'profiles'], // an account is created with its empty profile, in one transaction (see Deviations)
};
const serverRestrictedImports = [
  {
    name: '@hono/zod-openapi',
    importNames: ['createRoute'],
    message: 'Declare API routes with routesOf (server/http/route.ts).',
  },
];
/** The rule of a module: the route rule of all server code, and every table of a schema file it does not own. */
function ownTablesOnly(module, owned) {
  const others = SCHEMA_FILES.filter((file) => !owned.includes(file.replace(/\.ts$/, '')));
  const message = `A module reads and writes only its own tables (${owned.join(', ') || 'none'}); reach another domain's data through its public.ts.`;
  return {
    files: [`server/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...serverRestrictedImports,
            { name: '@/server/db/schema', importNames: others.flatMap(tablesOf), message },
            ...others.map((file) => ({ name: `@/server/db/schema/${file.replace(/\.ts$/, '')}`, message })),
          ],
        },
      ],
    },
  };
}
// A module missing from the map (a new domain) owns no table until it is added there.
const tableOwnership = [ownTablesOnly('*', []), ...Object.entries(TABLES_OF_MODULE).map(([module, owned]) => ownTablesOnly(module, owned))];

const SQL_IN_REPOSITORIES = 'SQL only in repositories: move the statement to the module’s repository.ts (or <concern>-repository.ts) and call it.';

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
      'no-restricted-imports': ['error', { paths: serverRestrictedImports }],
    },
  },
  // After the rule above: a module's own rule repeats the route rule and adds the tables it may not touch.
  ...tableOwnership,
  {
    // SQL only in repositories (repository.ts, or <concern>-repository.ts in a module of several concerns): a module's
    // other files call their functions, and take only types (row types, SQL) from drizzle and the schema. A service may
    // still make several repository calls one transaction (db.transaction), handing each the transaction.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/*/repository.ts', 'server/modules/*/*-repository.ts', '**/*.test.ts', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', '@/server/db/schema'].map((name) => ({ name, allowTypeImports: true, message: SQL_IN_REPOSITORIES })),
          patterns: [{ group: ['drizzle-orm/*', '@/server/db/schema/*'], allowTypeImports: true, message: SQL_IN_REPOSITORIES }],
        },
      ],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='execute']", message: SQL_IN_REPOSITORIES }],
    },
  },
  {
    // No import cycle, type-only imports included: a type two files share lives in a file of its own. import/no-cycle
    // of eslint-plugin-import skips every `import type`, so the tree's own rule reads the graph (scripts/eslint/).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { architecture },
    rules: { 'architecture/no-import-cycle': 'error' },
  },
  {
    // One way to link between pages: components/ui/Link (page code fetched on hover or touch, not on sight). One way to
    // offer a choice from a list: components/ui/Select (the list mounted when the input is approached, not with the page).
    files: ['components/**/*.tsx', 'pages/**/*.tsx'],
    ignores: ['components/ui/Link.tsx', 'components/ui/Select.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Link between pages with components/ui/Link.' },
            { name: '@mantine/core', importNames: ['Select', 'MultiSelect', 'TagsInput'], message: 'Take Select, MultiSelect and TagsInput from components/ui/Select.' },
          ],
        },
      ],
    },
  },
];

export default config;
