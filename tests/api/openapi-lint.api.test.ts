import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/app';

jest.setTimeout(120_000);

/**
 * The OpenAPI document the app serves, linted by Redocly with the project's rules (redocly.yaml: the recommended
 * set, every rule an error or a warning): no error and no warning may stand.
 */
interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

const ROOT = path.resolve(__dirname, '..', '..');
const REDOCLY = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
});

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function lint(file: string): LintProblem[] {
  const report = path.join(dir, 'report.json');
  try {
    execFileSync(process.execPath, [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } catch (error) {
    // Redocly exits with 1 when it finds errors; the report still says which.
    const output = (error as { stdout?: string }).stdout ?? '';
    if (!output.trim().startsWith('{')) throw error;
    writeFileSync(report, output);
    return (JSON.parse(output) as { problems: LintProblem[] }).problems;
  }
  return [];
}

describe('the OpenAPI document under Redocly', () => {
  it('has no error and no warning', async () => {
    const response = await t.request('/openapi.json');
    expect(response.status).toBe(200);
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, await response.text());
    const problems = lint(file).map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(problems).toEqual([]);
  });
});
