/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The architecture's lint rules of eslint.config.mjs (boundaries, a module's own tables, SQL only in repositories, no import cycle, one way to declare a route), proved on planted files: each snippet is linted as if it sat at its path
 * in the tree (nothing is written), and the rule must fire exactly where the architecture forbids the import.
 */
interface Snippet {
  name: string;
  filePath: string;
  code: string;
  refused: boolean;
}

interface LintFinding {
  filePath: string;
  findings: string[];
  fatal: string[];
}

const ROOT = path.resolve(__dirname, '..', '..');

const refused = (name: string, filePath: string, code: string): Snippet => ({ name, filePath, code, refused: true });
const allowed = (name: string, filePath: string, code: string): Snippet => ({ name, filePath, code, refused: false });

const SNIPPETS: Snippet[] = [
  // lib imports neither server/, components/ nor store/.
  refused('lib → server', 'lib/planted.ts', "import { logger } from '@/server/logger';\nexport const l = logger;\n"),
  refused('lib → server, by a relative path', 'lib/config/planted.ts', "import { logger } from '../../server/logger';\nexport const l = logger;\n"),
  refused('lib → components', 'lib/planted.ts', "import { PAGE_SIZE } from '@/components/projects/ProjectsList';\nexport const p = PAGE_SIZE;\n"),
  refused('lib → store', 'lib/planted.ts', "import { makeStore } from '@/store';\nexport const m = makeStore;\n"),
  allowed('lib → lib', 'lib/planted.ts', "import { uuidSchema } from '@/lib/schemas/common';\nexport const u = uuidSchema;\n"),
  // pages → components → store → lib, never upwards.
  refused('store → components', 'store/planted.ts', "import { PAGE_SIZE } from '@/components/projects/ProjectsList';\nexport const p = PAGE_SIZE;\n"),
  refused('components → pages', 'components/planted.tsx', "import HomePage from '@/pages/homepage';\nexport const h = HomePage;\n"),
  allowed(
    'components → store and lib',
    'components/planted.tsx',
    "import { makeStore } from '@/store';\nimport { uuidSchema } from '@/lib/schemas/common';\nexport const x = [makeStore, uuidSchema];\n",
  ),
  // components never import server/; pages only its server half (server/ssr).
  refused('components → server', 'components/planted.tsx', "import { logger } from '@/server/logger';\nexport const l = logger;\n"),
  refused('components → server/ssr', 'components/planted.tsx', "import { withPageData } from '@/server/ssr/page-props';\nexport const w = withPageData;\n"),
  refused('pages → server core', 'pages/planted.tsx', "import { logger } from '@/server/logger';\nexport const l = logger;\n"),
  allowed('pages → server/ssr', 'pages/planted.tsx', "import { withPageData } from '@/server/ssr/page-props';\nexport const w = withPageData;\n"),
  refused('server/ssr → components', 'server/ssr/planted.ts', "import { PAGE_SIZE } from '@/components/projects/ProjectsList';\nexport const p = PAGE_SIZE;\n"),
  refused('proxy → server', 'proxy.ts', "import { logger } from '@/server/logger';\nexport const l = logger;\n"),
  // server → lib, never the browser's layers.
  refused('server → components', 'server/http/planted.ts', "import { PAGE_SIZE } from '@/components/projects/ProjectsList';\nexport const p = PAGE_SIZE;\n"),
  refused('server → store', 'server/http/planted.ts', "import { makeStore } from '@/store';\nexport const m = makeStore;\n"),
  allowed('server → lib', 'server/http/planted.ts', "import { uuidSchema } from '@/lib/schemas/common';\nexport const u = uuidSchema;\n"),
  // A module imports another only through its public surface.
  refused(
    'module → another module’s repository',
    'server/modules/assessments/planted.ts',
    "import { findPeople } from '@/server/modules/projects/repository';\nexport const f = findPeople;\n",
  ),
  refused(
    'module → another module’s internals, by a relative path',
    'server/modules/assessments/planted.ts',
    "import { findPeople } from '../projects/repository';\nexport const f = findPeople;\n",
  ),
  refused('server core → a module’s internals', 'server/db/planted.ts', "import { findUserById } from '@/server/modules/users/repository';\nexport const f = findUserById;\n"),
  allowed(
    'module → another module’s public surface',
    'server/modules/assessments/planted.ts',
    "import { resolveProjectAccess } from '@/server/modules/projects/public';\nexport const r = resolveProjectAccess;\n",
  ),
  allowed('module → its own internals', 'server/modules/projects/planted.ts', "import { findPeople } from './repository';\nexport const f = findPeople;\n"),
  // Helpers made for tests serve tests only.
  refused('production code → a test helper', 'components/planted.tsx', "import { installRouteFetch } from '@/lib/api/testing/route-fetch';\nexport const i = installRouteFetch;\n"),
  allowed('a test → a test helper', 'store/planted.test.ts', "import { installRouteFetch } from '@/lib/api/testing/route-fetch';\nexport const i = installRouteFetch;\n"),
  refused('server code → a server test helper', 'server/storage/planted.ts', "import { samples } from './testing/sample-files';\nexport const s = samples;\n"),
  allowed('a server test → its testing/ folder', 'server/storage/planted.test.ts', "import { samples } from './testing/sample-files';\nexport const s = samples;\n"),
  refused('a test → what its layer may not import', 'lib/planted.test.ts', "import { logger } from '@/server/logger';\nexport const l = logger;\n"),
  // A domain's screens reach another domain's only through the shared folders (ui, layout, providers), which import no domain.
  refused(
    'a domain’s components → another domain’s components',
    'components/monitoring/planted.tsx',
    "import { QuestionCard } from '@/components/assessments/QuestionCard';\nexport const q = QuestionCard;\n",
  ),
  refused(
    'a domain’s components → another domain’s, by a relative path',
    'components/monitoring/form/planted.tsx',
    "import { ProjectsList } from '../../projects/ProjectsList';\nexport const p = ProjectsList;\n",
  ),
  allowed(
    'a domain’s components → the shared folders and its own folder',
    'components/monitoring/form/planted.tsx',
    "import { QuestionInput } from '@/components/ui/questions/QuestionInput';\nimport { SignInInvitation } from '@/components/layout/SignInInvitation';\nimport { useShared } from '@/components/providers/SharedContext';\nimport { SiteForm } from '../SiteForm';\nexport const x = [QuestionInput, SignInInvitation, useShared, SiteForm];\n",
  ),
  refused(
    'a shared folder (layout) → a domain',
    'components/layout/planted.tsx',
    "import { ProjectsList } from '@/components/projects/ProjectsList';\nexport const p = ProjectsList;\n",
  ),
  refused('a shared folder (ui) → a domain', 'components/ui/planted.tsx', "import { KnowledgeHub } from '@/components/knowledge/KnowledgeHub';\nexport const k = KnowledgeHub;\n"),
  allowed(
    'a shared folder → another shared folder',
    'components/layout/planted.tsx',
    "import { useShared } from '@/components/providers/SharedContext';\nimport { ProjectCard } from '@/components/ui/ProjectCard';\nexport const x = [useShared, ProjectCard];\n",
  ),
  allowed(
    'pages → any domain’s components',
    'pages/planted.tsx',
    "import { ProjectsList } from '@/components/projects/ProjectsList';\nimport { KnowledgeHub } from '@/components/knowledge/KnowledgeHub';\nexport const x = [ProjectsList, KnowledgeHub];\n",
  ),
  // A module reads and writes only its own tables; another domain's data comes through that domain's public.ts.
  // (Planted in repositories, where SQL may be written.)
  refused('a module → another module’s table', 'server/modules/investors/planted-repository.ts', "import { users } from '@/server/db/schema';\nexport const u = users;\n"),
  refused(
    'a module → another module’s schema file',
    'server/modules/opportunities/planted-repository.ts',
    "import { projects } from '@/server/db/schema/projects';\nexport const p = projects;\n",
  ),
  refused(
    'a module the ownership map does not know → any table',
    'server/modules/evidence/repository.ts',
    "import { projects } from '@/server/db/schema';\nexport const p = projects;\n",
  ),
  allowed(
    'a module → its own tables, and another’s row type',
    'server/modules/investors/planted-repository.ts',
    "import { investors, type UserRow } from '@/server/db/schema';\nexport const i = investors;\nexport type U = UserRow;\n",
  ),
  // SQL only in repositories: a module's other files take only types from drizzle and the schema, and run no statement.
  refused('a service → a query builder of drizzle', 'server/modules/knowledge/planted-service.ts', "import { eq } from 'drizzle-orm';\nexport const e = eq;\n"),
  refused('a service → drizzle’s pg-core', 'server/modules/knowledge/planted-service.ts', "import { alias } from 'drizzle-orm/pg-core';\nexport const a = alias;\n"),
  refused('a service → its own table', 'server/modules/knowledge/planted-service.ts', "import { articles } from '@/server/db/schema';\nexport const a = articles;\n"),
  refused(
    'a service → its own schema file',
    'server/modules/knowledge/planted-service.ts',
    "import { articles } from '@/server/db/schema/knowledge';\nexport const a = articles;\n",
  ),
  refused(
    'a service running a statement',
    'server/modules/knowledge/planted-service.ts',
    "import type { Database } from '@/server/db/client';\nexport const count = (db: Database) => db.execute('select count(*) from articles');\n",
  ),
  allowed(
    'a service → row types and SQL’s type',
    'server/modules/knowledge/planted-service.ts',
    "import type { ArticleRow } from '@/server/db/schema';\nimport type { SQL } from 'drizzle-orm';\nexport type X = [ArticleRow, SQL];\n",
  ),
  allowed(
    'a repository → drizzle and its own tables',
    'server/modules/knowledge/repository.ts',
    "import { eq, sql } from 'drizzle-orm';\nimport { articles } from '@/server/db/schema';\nimport type { Database } from '@/server/db/client';\nexport const count = (db: Database) => db.execute(sql`select count(*) from ${articles}`);\nexport const e = eq;\n",
  ),
  allowed(
    'a concern’s repository → drizzle and its own tables',
    'server/modules/monitoring/planted-repository.ts',
    "import { eq } from 'drizzle-orm';\nimport { measurements } from '@/server/db/schema';\nexport const x = [eq, measurements];\n",
  ),
  // No import cycle: planted at the path of lib/schemas/common.ts, which lib/schemas/templates.ts imports.
  refused('an import cycle', 'lib/schemas/common.ts', "import { templateSlugSchema } from './templates';\nexport const t = templateSlugSchema;\n"),
  allowed('an import that closes no cycle', 'lib/schemas/planted.ts', "import { templateSlugSchema } from './templates';\nexport const t = templateSlugSchema;\n"),
  // One way to declare a route.
  refused('a module declaring a route by hand', 'server/modules/projects/planted.ts', "import { createRoute } from '@hono/zod-openapi';\nexport const c = createRoute;\n"),
  // One way to offer a choice from a list: the app's Select, its list mounted when approached.
  refused('a component taking Mantine’s Select', 'components/planted.tsx', "import { Select } from '@mantine/core';\nexport const s = Select;\n"),
  allowed('a component taking the app’s Select', 'components/planted.tsx', "import { Select } from '@/components/ui/Select';\nexport const s = Select;\n"),
  allowed('a module declaring a route through routesOf', 'server/modules/projects/planted.ts', "import { routesOf } from '@/server/http/route';\nexport const r = routesOf;\n"),
];

function lintSnippets(snippets: Snippet[]): LintFinding[] {
  const input = JSON.stringify(snippets.map(({ filePath, code }) => ({ filePath: path.join(ROOT, filePath), code })));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as LintFinding[];
}

describe('architecture rules (eslint-plugin-boundaries, own tables, SQL in repositories, no cycle, routes through routesOf)', () => {
  let results: LintFinding[];

  beforeAll(() => {
    results = lintSnippets(SNIPPETS);
  }, 120_000);

  it('lints every planted file without a parse or configuration error', () => {
    expect(results).toHaveLength(SNIPPETS.length);
    expect(results.flatMap((result) => result.fatal)).toEqual([]);
  });

  it.each(SNIPPETS.map((snippet, index) => [snippet.name, snippet.refused, index] as const))('%s: refused = %s', (_name, isRefused, index) => {
    const { findings } = results[index];
    if (isRefused) expect(findings.length).toBeGreaterThan(0);
    else expect(findings).toEqual([]);
  });
});
