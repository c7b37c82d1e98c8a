/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@/server/db/client';
import type { TokenVerifier } from '@/server/http/auth';
import { OPENAPI_INFO } from '@/server/http/openapi';
import { readApiSettings } from '@/server/http/settings';
import { createLogger } from '@/server/logger';
import { LocalFileStore } from '@/server/storage/local-store';
import { createApp } from './app';

/**
 * Every field of every JSON body the API sends or receives, and every query parameter, is snake_case: the rule is
 * read from the OpenAPI document the schemas generate, so a new schema or route is held to it as soon as it exists.
 */

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** Names that are not field names of ours, each with the reason it may stay. */
const ALLOWED: Record<string, string> = {
  $schema: 'the JSON Schema keyword a template file may carry for editors; ignored by the API',
};

interface Finding {
  name: string;
  where: string;
}

/** Property names of every schema, and names of query and path parameters, anywhere in the document. */
function fieldNames(document: unknown): Finding[] {
  const found: Finding[] = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${where}[${index}]`));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node.properties && typeof node.properties === 'object' && !Array.isArray(node.properties)) {
      for (const name of Object.keys(node.properties)) found.push({ name, where: `${where}.properties` });
    }
    if ((node.in === 'query' || node.in === 'path') && typeof node.name === 'string') {
      found.push({ name: node.name, where: `${where} (${node.in} parameter)` });
    }
    for (const [key, item] of Object.entries(node)) walk(item, `${where}.${key}`);
  };
  walk(document, '#');
  return found;
}

function notSnakeCase(document: unknown): string[] {
  return fieldNames(document)
    .filter(({ name }) => !SNAKE_CASE.test(name) && !(name in ALLOWED))
    .map(({ name, where }) => `${name} at ${where}`);
}

let storageDir: string;
let document: unknown;

beforeAll(() => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'groundwork-field-names-'));
  const settings = readApiSettings({ NODE_ENV: 'test', APP_ORIGIN: 'https://groundwork.test' });
  // Declaring the routes touches neither the database nor the token checks: stand-ins that fail if used.
  const app = createApp({
    db: {} as Database,
    settings,
    logger: createLogger({ level: 'silent' }),
    storage: new LocalFileStore(storageDir),
    verifier: {} as TokenVerifier,
  });
  document = app.getOpenAPI31Document(OPENAPI_INFO);
});

afterAll(() => {
  rmSync(storageDir, { recursive: true, force: true });
});

describe('API field names', () => {
  it('are snake_case in every schema and query parameter of the OpenAPI document', () => {
    expect(notSnakeCase(document)).toEqual([]);
  });

  it('are read from the whole document: bodies, answers, nested objects and query strings', () => {
    const names = new Set(fieldNames(document).map(({ name }) => name));
    for (const name of ['access_status', 'definition_id', 'page_size', 'project_id', 'show_when', 'file_id', 'missing_labels']) {
      expect([name, names.has(name)]).toEqual([name, true]);
    }
    expect(names.size).toBeGreaterThan(100);
  });

  it('catches a camelCase property or query parameter', () => {
    const planted = {
      components: { schemas: { Thing: { type: 'object', properties: { thing_id: {}, nested: { properties: { fileId: {} } } } } } },
      paths: {
        '/things': {
          get: {
            parameters: [
              { in: 'query', name: 'pageSize' },
              { in: 'header', name: 'userId' },
            ],
          },
        },
      },
    };
    expect(notSnakeCase(planted)).toEqual(['fileId at #.components.schemas.Thing.properties.nested.properties', 'pageSize at #.paths./things.get.parameters[0] (query parameter)']);
  });
});
