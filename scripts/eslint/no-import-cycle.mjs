// An ESLint rule: no import cycle between the tree's own files, type-only imports and re-exports included (a type
// two files share lives in a file of its own). eslint-plugin-import's `import/no-cycle` skips every `import type`,
// and cycles made of types alone are the ones this tree grows; this rule reads the import graph once per process
// with TypeScript's pre-processor (no parse of packages), so it costs about a second for the whole tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', '.data', '.git', '.scratch', 'coverage', 'test-results', 'playwright-report']);
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

function sourceFiles(root, folder = root, found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) sourceFiles(root, path.join(folder, entry.name), found);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(path.join(folder, entry.name));
    }
  }
  return found;
}

/** The file of the tree a specifier names (`@/…` from the root, `./…` from the importer), or null for a package. */
function resolve(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (SOURCE.test(base) && existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

function importsOf(root, file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return [...new Set(importedFiles.map(({ fileName }) => resolve(root, file, fileName)).filter(Boolean))];
}

/** The files that sit on some cycle: the strongly connected components of more than one file (Tarjan's). */
function filesOnCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const onCycles = new Set();
  let counter = 0;
  const visit = (start) => {
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [file, position] = frame;
      const next = (edges.get(file) ?? [])[position];
      if (next !== undefined) {
        frame[1] += 1;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          low.set(file, Math.min(low.get(file), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const caller = work[work.length - 1][0];
        low.set(caller, Math.min(low.get(caller), low.get(file)));
      }
      if (low.get(file) === index.get(file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1) component.forEach((item) => onCycles.add(item));
      }
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return onCycles;
}

let graph;
/** Every source file of the tree, its text and the files it imports, read once per process. */
function graphOf(root) {
  if (graph?.root === root) return graph;
  const edges = new Map();
  const texts = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    texts.set(file, text);
    edges.set(file, importsOf(root, file, text));
  }
  graph = { root, edges, texts, onCycles: filesOnCycles(edges) };
  return graph;
}

/** The shortest path of imports from `start` back to `target`, or null when there is none. */
function pathBack(edges, start, target) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edges.get(file) ?? []) {
      if (next === target) {
        const route = [file];
        for (let step = parent.get(file); step; step = parent.get(step)) route.unshift(step);
        return route;
      }
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles between files of the tree, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{ route }}. Move what both sides need to a file of its own.' },
  },
  create(context) {
    const root = context.cwd;
    const me = context.physicalFilename;
    if (!me.startsWith(root + path.sep)) return {};
    const { edges, texts, onCycles } = graphOf(root);
    // A file as it is on disk and on no cycle there has nothing to report (the common case: no search at all).
    if (!onCycles.has(me) && texts.get(me) === context.sourceCode.text) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolve(root, me, source);
      if (!target || target === me) return;
      const route = pathBack(edges, target, me);
      if (!route) return;
      const names = [me, ...route, me].map((file) => path.relative(root, file));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The tree's own lint rules, as an ESLint plugin (eslint.config.mjs names it `architecture`). */
const architecture = { meta: { name: 'groundwork-architecture' }, rules: { 'no-import-cycle': noImportCycle } };
export default architecture;
