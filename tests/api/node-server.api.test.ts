import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { uuidSchema } from '@/lib/schemas/common';
import { REQUEST_ID_HEADER } from '@/server/http/request-context';
import { createTestApp, type TestApp } from './helpers/app';

// The API as production serves it: through @hono/node-server on a Node HTTP server. Headers are read from the Node
// request and the request id is set on the Node response, so these paths are checked here, over real sockets.

let t: TestApp;
let server: Server;
let origin: string;
let user: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_BODY_BYTES: '4096' } });
  user = await t.signIn({ name: 'Served by Node' });
  server = createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a socket; `chunks` are sent with chunked transfer encoding (no content-length). */
function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: string[] }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end(options.body);
  });
}

const bearer = () => ({ authorization: `Bearer ${user.token}` });
const message = (answer: RawAnswer) => (JSON.parse(answer.body) as { detail: { message: string } }).detail.message;

describe('the API served by Node', () => {
  it('answers /me with a request id of its own, or the one the caller sent', async () => {
    const fresh = await send('/api/me', { headers: bearer() });
    expect(fresh.status).toBe(200);
    expect(JSON.parse(fresh.body)).toMatchObject({ id: user.id, name: 'Served by Node' });
    expect(uuidSchema.safeParse(fresh.headers[REQUEST_ID_HEADER]).success).toBe(true);

    const echoed = await send('/api/me', { headers: { ...bearer(), [REQUEST_ID_HEADER]: 'trace-42' } });
    expect(echoed.headers[REQUEST_ID_HEADER]).toBe('trace-42');
  });

  it('sets the request id on error answers too', async () => {
    const refused = await send('/api/me', { headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.status).toBe(401);
    expect(uuidSchema.safeParse(refused.headers[REQUEST_ID_HEADER]).success).toBe(true);
  });

  it('refuses a body over the limit, announced by its length or sent in chunks, and changes nothing', async () => {
    const json = { 'content-type': 'application/json', ...bearer() };
    const tooLong = JSON.stringify({ name: 'x'.repeat(5000) });
    const announced = await send('/api/me', { method: 'PUT', headers: json, body: tooLong });
    expect(announced.status).toBe(413);
    expect(message(announced)).toMatch(/larger than the limit of 4 kB/);

    const chunked = await send('/api/me', { method: 'PUT', headers: json, chunks: [tooLong.slice(0, 3000), tooLong.slice(3000)] });
    expect(chunked.status).toBe(413);

    const me = await send('/api/me', { headers: bearer() });
    expect(JSON.parse(me.body)).toMatchObject({ name: 'Served by Node' });
  });

  it('reads a chunked body within the limit', async () => {
    const body = JSON.stringify({ name: 'Renamed over chunks' });
    const saved = await send('/api/me', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer() }, chunks: [body.slice(0, 10), body.slice(10)] });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ name: 'Renamed over chunks' });
    // /me is served from a serialised copy per user record: the change shows at once.
    expect(JSON.parse((await send('/api/me', { headers: bearer() })).body)).toMatchObject({ name: 'Renamed over chunks' });
  });

  it('refuses a malformed access-key header with 400 on a project route', async () => {
    const answer = await send('/api/projects', { headers: { ...bearer(), 'access-key': 'short' } });
    expect(answer.status).toBe(400);
    expect(message(answer)).toMatch(/access-key header is malformed/);
  });
});
