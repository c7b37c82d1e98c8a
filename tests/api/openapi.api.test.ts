import { createTestApp, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  summary?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, { type: string }> };
}

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request('/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});

afterAll(async () => {
  await t?.close();
});

/** Every `$ref` anywhere in the document. */
function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => references(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else references(item, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with both security schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Groundwork API');
    expect(document.components.securitySchemes).toMatchObject({ bearerAuth: { type: 'http' }, apiKey: { type: 'apiKey' } });
  });

  it('describes every route the application serves, at its full path', () => {
    const served = t.app.routes
      // Middleware (registered on '*', for all methods or those that carry a body) is not a route.
      .filter((route) => route.method !== 'ALL' && route.path !== '/api/*' && !['/api/openapi.json', '/api/docs', '/api/docs/assets/:file'].includes(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(served.length).toBeGreaterThanOrEqual(10);
    expect(new Set(documented)).toEqual(new Set(served));
    for (const route of ['get /api/me', 'get /api/profiles', 'post /api/contact', 'get /api/resources/templates', 'get /api/internal/config/snapshots']) {
      expect(documented).toContain(route);
    }
  });

  it('gives every operation a summary, security requirements and documented error answers', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect([where, typeof operation.summary]).toEqual([where, 'string']);
        expect([where, Array.isArray(operation.security)]).toEqual([where, true]);
        expect([where, Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'))]).toEqual([where, true]);
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
  });

  it('resolves every schema reference', () => {
    const refs = references(document);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      expect([ref, document.components.schemas?.[name] !== undefined]).toEqual([ref, true]);
    }
    expect(document.components.schemas).toHaveProperty('TemplateDefinition');
    expect(document.components.schemas).toHaveProperty('TemplateQuestion');
  });
});

describe('GET /api/docs', () => {
  it('renders the interactive documentation page from files the app serves itself (no CDN)', async () => {
    const response = await t.request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('id="swagger-ui"');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(expect.arrayContaining(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js']));
    for (const source of sources) expect(source).toMatch(/^\/api\/docs\/assets\//);
    // No inline script: the page passes a policy that lets only this origin's scripts run.
    expect(html).not.toMatch(/<script>/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves the UI’s files and its start-up script, which loads the document', async () => {
    for (const [file, type] of [
      ['swagger-ui.css', /text\/css/],
      ['swagger-ui-bundle.js', /javascript/],
      ['favicon-32x32.png', /image\/png/],
    ] as const) {
      const response = await t.request(`/docs/assets/${file}`);
      expect([file, response.status]).toEqual([file, 200]);
      expect(response.headers.get('content-type')).toMatch(type);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const start = await t.request('/docs/assets/start.js');
    expect(await start.text()).toContain('"/api/openapi.json"');
    expect((await t.request('/docs/assets/package.json')).status).toBe(404);
    expect((await t.request('/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
