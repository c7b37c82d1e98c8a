import { and, eq } from 'drizzle-orm';
import { companyFiles, companyMembers, profiles } from '@/server/db/schema';
import { samples } from '@/server/storage/testing/sample-files';
import { LocalFileStore } from '@/server/storage/local-store';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let t: TestApp;
let user: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_BODY_BYTES: '4096', MAX_UPLOAD_BYTES: String(8 * 1024 * 1024) } });
  user = await t.signIn({ name: 'Validator' });
  const seeded = await t.request('/profiles', { method: 'PUT', token: user.token, json: { company_name: 'Char & Co', employees: 12 } });
  expect(seeded.status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

async function storedProfile() {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
  return { companyName: row.companyName, employees: row.employees, updatedAt: row.updatedAt.toISOString() };
}

/** Sends a bad PUT /profiles and checks: the status, a message naming the problem, and the profile untouched. */
async function expectRefusedUpdate(init: { body?: string; json?: unknown; headers?: Record<string, string> }, status: number, message: RegExp) {
  const before = await storedProfile();
  const response = await t.request('/profiles', {
    method: 'PUT',
    token: user.token,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    json: init.json,
  });
  expect(response.status).toBe(status);
  expect(await errorMessage(response)).toMatch(message);
  expect(await storedProfile()).toEqual(before);
}

function logoForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('data', '{}');
  form.set('file', new Blob([Buffer.from(bytes)], { type }), name);
  return form;
}

describe('input validation', () => {
  it('refuses malformed JSON', async () => {
    await expectRefusedUpdate({ body: '{"company_name": "Half' }, 400, /JSON/i);
  });

  it('refuses wrong types, naming the field', async () => {
    await expectRefusedUpdate({ json: { employees: 'twelve' } }, 400, /employees: employees must be a number/);
    await expectRefusedUpdate({ json: { website: 'javascript:alert(1)' } }, 400, /website/);
  });

  it('refuses unknown fields', async () => {
    await expectRefusedUpdate({ json: { company_name: 'Char & Co', isAdmin: true } }, 400, /isAdmin/);
  });

  it('refuses an empty change', async () => {
    await expectRefusedUpdate({ json: {} }, 400, /at least one field/);
  });

  it('refuses a body over the size limit with 413', async () => {
    await expectRefusedUpdate({ json: { bio: 'x'.repeat(5000) } }, 413, /larger than the limit of 4 kB/);
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefusedUpdate({ body: 'company_name=Evil', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, /send the body as application\/json/);
  });
});

describe('file uploads (company logo)', () => {
  /** The logo as stored: filling the profile made the user's developer company, which keeps it. */
  const currentLogos = async () => {
    const [membership] = await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, user.id));
    return t.database.db
      .select()
      .from(companyFiles)
      .where(and(eq(companyFiles.companyId, membership.companyId), eq(companyFiles.purpose, 'logo')));
  };
  const logoCount = async () => (await currentLogos()).length;

  it('stores a well-formed image and serves it back', async () => {
    const response = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: logoForm(samples.png, 'logo.png', 'image/png') });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as { logo: { contentType: string; size: number } };
    expect(profile.logo).toMatchObject({ content_type: 'image/png', size: samples.png.length });
    const image = await t.request('/profiles/logo', { token: user.token });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-length')).toBe(String(samples.png.length));
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(image.headers.get('cache-control')).toBe('private, max-age=60');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await image.arrayBuffer()).equals(samples.png)).toBe(true);
  });

  it('refuses a file over the size limit of its kind with 413, keeping the current logo', async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: logoForm(big, 'big.png', 'image/png') });
    expect(response.status).toBe(413);
    const { detail } = (await response.json()) as { detail: { message: string; limit_bytes: number } };
    expect(detail).toEqual({ message: 'The file is 3.01 MB; avatar files may be at most 2 MB', limit_bytes: 2 * 1024 * 1024 });
    expect(await logoCount()).toBe(1);
    const [logo] = await currentLogos();
    expect(logo.size).toBe(samples.png.length);
  });

  it('refuses an upload over the multipart limit before reading it', async () => {
    const huge = Buffer.concat([samples.png, Buffer.alloc(9 * 1024 * 1024)]);
    const response = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: logoForm(huge, 'huge.png', 'image/png') });
    expect(response.status).toBe(413);
    expect(await errorMessage(response)).toMatch(/upload is larger than the limit/);
  });

  it('refuses a file whose bytes do not match its declared type', async () => {
    const response = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: logoForm(samples.pdf, 'logo.png', 'image/png') });
    expect(response.status).toBe(415);
    expect(await errorMessage(response)).toMatch(/declared as a PNG image but its content is a PDF document/);
    const [logo] = await currentLogos();
    expect(logo.contentType).toBe('image/png');
  });

  it('refuses a well-formed file of a kind a logo cannot be', async () => {
    const response = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: logoForm(samples.pdf, 'logo.pdf', 'application/pdf') });
    expect(response.status).toBe(415);
    expect(await errorMessage(response)).toMatch(/cannot be uploaded as avatar/);
  });

  it('refuses a multipart body without a file, or with invalid data', async () => {
    const noFile = new FormData();
    noFile.set('data', '{}');
    const missing = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: noFile });
    expect(missing.status).toBe(400);
    expect(await errorMessage(missing)).toMatch(/field file is missing/);

    const badData = logoForm(samples.png, 'logo.png', 'image/png');
    badData.set('data', '{"colour": "red"}');
    const unknown = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: badData });
    expect(unknown.status).toBe(400);
    expect(await errorMessage(unknown)).toMatch(/colour/);
  });

  it('replaces the logo and removes the old file', async () => {
    const [before] = await currentLogos();
    const response = await t.request('/profiles/logo', { method: 'PUT', token: user.token, body: logoForm(samples.jpeg, 'new.jpg', 'image/jpeg') });
    expect(response.status).toBe(200);
    const [after] = await currentLogos();
    expect(after.path).not.toBe(before.path);
    expect(after.contentType).toBe('image/jpeg');
    const store = new LocalFileStore(t.storageDir);
    expect(await store.exists(before.area, before.path)).toBe(false);
    expect(await store.exists(after.area, after.path)).toBe(true);
    expect(await logoCount()).toBe(1);
  });
});
