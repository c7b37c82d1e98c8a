/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The architecture's lint rules of eslint.config.mjs (boundaries, one way to declare a route), proved on planted files: each snippet is linted as if it sat at its path
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
  allowed('components → store and lib', 'components/planted.tsx', "import { makeStore } from '@/store';\nimport { uuidSchema } from '@/lib/schemas/common';\nexport const x = [makeStore, uuidSchema];\n"),
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
  // One way to declare a route.
  refused('a module declaring a route by hand', 'server/modules/projects/planted.ts', "import { createRoute } from '@hono/zod-openapi';\nexport const c = createRoute;\n"),
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

describe('architecture rules (eslint-plugin-boundaries, routes through routesOf)', () => {
  let results: LintFinding[];

  beforeAll(() => {
    results = lintSnippets(SNIPPETS);
  }, 120_000);

  it('lints every planted file without a parse or configuration error', () => {
    expect(results).toHaveLength(SNIPPETS.length);
    expect(results.flatMap((result) => result.fatal)).toEqual([]);
  });

  it.each(SNIPPETS.map((snippet, index) => [snippet.name, snippet.refused, index] as const))(
    '%s: refused = %s',
    (_name, isRefused, index) => {
      const { findings } = results[index];
      if (isRefused) expect(findings.length).toBeGreaterThan(0);
      else expect(findings).toEqual([]);
    },
  );
});
