/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// One formatter (Prettier), checked by `npm run lint`: a file that is not written as Prettier writes it fails lint.
const ROOT = path.resolve(__dirname, '..', '..');
const PRETTIER = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

/** Prettier's writing of `source` as a file of components/ui, with the project's configuration. */
function formatted(source: string): string {
  const run = spawnSync(process.execPath, [PRETTIER, '--stdin-filepath', 'components/ui/Planted.tsx'], { cwd: ROOT, input: source, encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('formatting', () => {
  it('is part of npm run lint, over the whole tree', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toContain('prettier --check .');
  });

  it('finds a planted file written another way, and leaves it as Prettier writes it', () => {
    const planted = 'export const   answer = ( value : number )=>{ return value*2 }\n';
    const written = formatted(planted);
    expect(written).not.toBe(planted);
    expect(formatted(written)).toBe(written);
  });

  it('writes at the width of the code, with single quotes and trailing commas', () => {
    const long = `export const names = [${Array.from({ length: 30 }, (_, i) => `"name${i}"`).join(', ')}];\n`;
    const lines = formatted(long).split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(180);
    expect(lines[0]).toBe('export const names = [');
    expect(lines[1]).toContain("'name0'");
    expect(lines.at(-3)).toMatch(/,$/);
  });

  it('leaves what a template literal holds as written: the provider pages send the HTML of their html`` templates', () => {
    const page = 'export const page = html`<link rel="icon" href="/favicon.svg">\n<ul><li>a</li></ul>`;\n';
    expect(formatted(page)).toBe(page);
  });
});
