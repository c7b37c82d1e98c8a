import { readdirSync } from 'node:fs';
import path from 'node:path';

/** A page of the app, as Next serves it from `pages/`: its file and the pattern of the addresses it answers. */
interface PageRoute {
  file: string;
  pattern: RegExp;
  params: string[];
}

const PAGES_DIR = path.join(process.cwd(), 'pages');

/** Files that are not pages a link may open: the API, the app's shell, error pages, and the catch-all 404. */
const isLinkable = (file: string) => !file.startsWith('api/') && !/^_|^(404|500)\.tsx$/.test(file) && !file.includes('[...');

function pageFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.tsx') ? [`${prefix}${entry.name}`] : [],
  );
}

function routeOf(file: string): PageRoute {
  const params: string[] = [];
  const segments = file
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment, index, all) => !(segment === 'index' && index === all.length - 1))
    .map((segment) => {
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (!dynamic) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(dynamic[1] ?? '');
      return '([^/]+)';
    });
  return { file, pattern: new RegExp(`^/${segments.join('/')}$`), params };
}

/** Every page a link may open, static ones first (as Next prefers `/opportunities/index` to a dynamic segment). */
const ROUTES = pageFiles(PAGES_DIR)
  .filter(isLinkable)
  .map(routeOf)
  .sort((a, b) => a.params.length - b.params.length);

/**
 * The page of `pages/` that answers a path (`/opportunities/abc/sign` → `opportunities/[id]/sign.tsx`, `{ id: 'abc' }`),
 * or undefined when only the catch-all 404 page would.
 */
export function pageRouteOf(pathname: string): { file: string; params: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return { file: route.file, params: Object.fromEntries(route.params.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')])) };
  }
  return undefined;
}
