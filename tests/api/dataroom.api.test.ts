// Issue 12, part 5: the data room. Grants per folder, downloads only where allowed, expiry and revocation refusing the
// very next page (with the reason), the watermark naming the investor and the time on every page served, and the
// audit trail of requests, grants, views, time on page, downloads and revocations.
import { and, eq, sql } from 'drizzle-orm';
import type { Dataroom, DataroomDocument, DataroomRequest } from '@/lib/schemas/dataroom';
import { auditEvents, dataroomGrants } from '@/server/db/schema';
import { verifyAuditChain } from '@/server/modules/audit/public';
import { errorMessage, type TestApp } from './helpers/app';
import { buildRoom, drawnText, form, grant, grantedInvestor, json, pagesOf, recordSignature, requestRoom, type Room } from './helpers/dataroom';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

jest.setTimeout(120_000);

const ROOM = '/sign-and-commit-opp/dataroom';
let t: TestApp;
let cast: Cast;
let room: Room;
let investor: { token: string; id: string };
let request: DataroomRequest;

const page = (fileId: string, number: number, token = investor.token) => t.request(`${ROOM}?file_id=${fileId}&page=${number}`, { token });
const reasonOf = async (response: Response) => ((await response.json()) as { detail: { reason?: string; message: string } }).detail;

async function auditOf(action: string) {
  const rows = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'opportunity'), eq(auditEvents.targetId, room.opportunityId), eq(auditEvents.action, action)));
  return rows.map((row) => ({ actor: row.actorId, ...row.details }));
}

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  room = await buildRoom(t, cast, await publish(t, cast));
  investor = await grantedInvestor(t);
  request = await requestRoom(t, investor, room.opportunityId);
});

afterAll(async () => {
  await t?.close();
});

describe('requests and grants', () => {
  it('asks for the signature first, and answers the same request when asked again', async () => {
    const response = await t.request('/sign-and-commit-opp/dataroom_request', { token: cast.activated, json: { opportunity_id: room.opportunityId } });
    expect(response.status).toBe(403);
    expect((await reasonOf(response)).reason).toBe('not_signed');
    await recordSignature(t, room.opportunityId, cast.activated, 'Abel Activated');
    const first = await json<DataroomRequest>(await t.request('/sign-and-commit-opp/dataroom_request', { token: cast.activated, json: { opportunity_id: room.opportunityId } }));
    const again = await json<DataroomRequest>(await t.request('/sign-and-commit-opp/dataroom_request', { token: cast.activated, json: { opportunity_id: room.opportunityId } }));
    expect(again.id).toBe(first.id);
    expect(await auditOf('dataroom.requested')).toEqual(
      expect.arrayContaining([
        { actor: cast.activatedId, request_id: first.id, investor_id: cast.activatedId },
        { actor: investor.id, request_id: request.id, investor_id: investor.id },
      ]),
    );
    expect((await auditOf('dataroom.requested')).length).toBe(2);
  });

  it('opens only the folders granted, and refuses an expiry in the past', async () => {
    expect((await reasonOf(await page(room.fileA.id, 1))).reason).toBe('no_grant');
    const past = await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, expires_at: '2020-01-01T00:00:00.000Z' });
    expect([past.status, await errorMessage(past)]).toEqual([400, 'expires_at must be in the future']);
    const granted = await json<DataroomRequest>(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: false }));
    expect(granted.grants).toEqual([expect.objectContaining({ folder_id: room.folderA, folder_name: 'A. Technical', can_download: false, expires_at: null, state: 'active' })]);
    const seen = await json<Dataroom>(await t.request(`${ROOM}?opportunity_id=${room.opportunityId}`, { token: investor.token }));
    expect(seen.folders.map((folder) => [folder.name, folder.files.map((file) => file.name)])).toEqual([['A. Technical', ['kiln-design.pdf', 'site.png']]]);
    expect((await page(room.fileA.id, 1)).status).toBe(200);
    const other = await page(room.fileB.id, 1);
    expect([other.status, (await reasonOf(other)).reason]).toEqual([403, 'no_grant']);
    const [developerView] = await json<DataroomRequest[]>(await t.request(`/sign-and-commit-opp/dataroom_request?opportunity_id=${room.opportunityId}`, { token: cast.owner }));
    expect(developerView).toEqual(expect.objectContaining({ investor_name: 'Gina Granted', investor_email: 'gina@example.test', message: 'Please' }));
    expect(await auditOf('dataroom.granted')).toEqual([
      { actor: expect.any(String), investor_id: investor.id, folder_id: room.folderA, folder_name: 'A. Technical', can_download: false, expires_at: null },
    ]);
  });
});

describe('the viewer', () => {
  it('serves each page alone, stamped with the investor’s name, address and the time, and records it', async () => {
    const info = await json<DataroomDocument>(await t.request(`${ROOM}?file_id=${room.fileA.id}`, { token: investor.token }));
    expect(info).toEqual(expect.objectContaining({ name: 'kiln-design.pdf', page_count: 3, can_download: false }));
    const day = new Date().toISOString().slice(0, 10);
    const pages = await pagesOf(await page(room.fileA.id, 2));
    expect(pages).toHaveLength(1);
    const stamped = drawnText(pages[0]).filter((text) => !text.startsWith('Page '));
    expect(stamped.length).toBeGreaterThanOrEqual(2);
    for (const text of stamped) expect(text).toMatch(new RegExp(`^Gina Granted · gina@example\\.test · ${day} \\d\\d:\\d\\d UTC$`));
    const image = await pagesOf(await page(room.image.id, 1));
    expect(drawnText(image[0])[0]).toContain('Gina Granted');
    expect((await page(room.fileA.id, 4)).status).toBe(404);
    expect(await auditOf('dataroom.page_viewed')).toEqual(
      expect.arrayContaining([{ actor: investor.id, investor_id: investor.id, file_id: room.fileA.id, file_name: 'kiln-design.pdf', page: 2 }]),
    );
  });

  it('records every page of many views at once, each in the opportunity’s chain, which still holds', async () => {
    const before = (await auditOf('dataroom.page_viewed')).length;
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => page(room.fileA.id, (index % 3) + 1)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 24 }, () => 200));
    expect((await auditOf('dataroom.page_viewed')).length).toBe(before + 24);
    expect(await verifyAuditChain(t.database.db, 'opportunity', room.opportunityId)).toEqual(expect.objectContaining({ valid: true, broken_at_seq: null }));
  });

  it('records time on page within bounds', async () => {
    for (const seconds of [0, -3, 3601]) {
      const refused = await t.request(ROOM, { method: 'PATCH', token: investor.token, json: { file_id: room.fileA.id, page: 2, seconds } });
      expect([seconds, refused.status]).toEqual([seconds, 400]);
    }
    const beyond = await t.request(ROOM, { method: 'PATCH', token: investor.token, json: { file_id: room.fileA.id, page: 9, seconds: 4 } });
    expect(beyond.status).toBe(400);
    expect(await json(await t.request(ROOM, { method: 'PATCH', token: investor.token, json: { file_id: room.fileA.id, page: 2, seconds: 42.34 } }))).toEqual({ recorded: true });
    // At most the time since page 2 was served, plus a little (requirements; tests/api/trail.api.test.ts).
    const [entry] = (await auditOf('dataroom.page_time')) as { seconds?: number }[];
    expect(entry).toEqual({ actor: investor.id, investor_id: investor.id, file_id: room.fileA.id, file_name: 'kiln-design.pdf', page: 2, seconds: expect.any(Number) });
    expect(entry.seconds).toBeGreaterThan(0);
    expect(entry.seconds ?? 0).toBeLessThanOrEqual(42.3);
  });

  it('refuses the download without the right, and stamps every page of it with the right', async () => {
    const refused = await t.request(`${ROOM}?file_id=${room.fileA.id}&download=true`, { token: investor.token });
    expect([refused.status, (await reasonOf(refused)).reason]).toEqual([403, 'download_not_allowed']);
    expect(await auditOf('dataroom.downloaded')).toEqual([]);
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: true }));
    const response = await t.request(`${ROOM}?file_id=${room.fileA.id}&download=true`, { token: investor.token });
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="kiln-design.pdf"');
    const pages = await pagesOf(response);
    expect(pages).toHaveLength(3);
    for (const each of pages) expect(drawnText(each).filter((text) => text.startsWith('Gina Granted · gina@example.test'))).toHaveLength(2);
    expect(await auditOf('dataroom.downloaded')).toEqual([{ actor: investor.id, investor_id: investor.id, file_id: room.fileA.id, file_name: 'kiln-design.pdf' }]);
  });

  it('refuses the very next page once the grant has expired, and says so', async () => {
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderB, expires_at: new Date(Date.now() + 3_600_000).toISOString() }));
    expect((await page(room.fileB.id, 1)).status).toBe(200);
    // The hour passes.
    await t.database.db
      .update(dataroomGrants)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(dataroomGrants.folderId, room.folderB));
    const refused = await page(room.fileB.id, 2);
    expect([refused.status, await reasonOf(refused)]).toEqual([
      403,
      { reason: 'expired', file_id: room.fileB.id, message: 'Your access to this part of the data room has expired' },
    ]);
    expect((await page(room.fileA.id, 1)).status).toBe(200);
  });

  it('refuses the very next page after a revocation, and still takes the time of the page seen before', async () => {
    expect((await page(room.fileA.id, 1)).status).toBe(200);
    const revoked = await json<DataroomRequest>(await t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: request.id, folder_id: room.folderA } }));
    expect(revoked.grants.find((each) => each.folder_id === room.folderA)?.state).toBe('revoked');
    const refused = await page(room.fileA.id, 2);
    expect([refused.status, (await reasonOf(refused)).reason]).toEqual([403, 'revoked']);
    expect((await reasonOf(await t.request(`${ROOM}?file_id=${room.fileA.id}&download=true`, { token: investor.token }))).reason).toBe('revoked');
    expect((await t.request(ROOM, { method: 'PATCH', token: investor.token, json: { file_id: room.fileA.id, page: 1, seconds: 8 } })).status).toBe(200);
    const whole = await t.request(`${ROOM}?opportunity_id=${room.opportunityId}`, { token: investor.token });
    expect([whole.status, (await reasonOf(whole)).reason]).toEqual([403, 'revoked']);
    expect(await auditOf('dataroom.revoked')).toEqual([{ actor: expect.any(String), investor_id: investor.id, folder_id: room.folderA, folder_name: 'A. Technical' }]);
    const again = await t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: request.id, folder_id: room.folderA } });
    expect(again.status).toBe(404);
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA }));
    expect((await page(room.fileA.id, 2)).status).toBe(200);
  });
});

describe('the developer’s side', () => {
  it('previews pages stamped with its own name, not recorded as an investor’s view', async () => {
    const pages = await pagesOf(await page(room.fileB.id, 1, cast.owner));
    expect(drawnText(pages[0])[1]).toMatch(/^Dana Developer · dana@example\.test · /);
    expect((await auditOf('dataroom.page_previewed')).length).toBe(1);
    expect(await json(await t.request(ROOM, { method: 'PATCH', token: cast.owner, json: { file_id: room.fileB.id, page: 1, seconds: 3 } }))).toEqual({ recorded: false });
  });

  it('refuses what a data room cannot serve, and a folder name twice', async () => {
    const text = await t.request(ROOM, {
      method: 'POST',
      token: cast.owner,
      body: form({ folder_id: room.folderA }, new TextEncoder().encode('plain words'), 'notes.txt', 'text/plain'),
    });
    expect([text.status, await errorMessage(text)]).toEqual([
      415,
      'A data room holds PDF documents and PNG or JPEG images (each page is served watermarked), and Word, Excel or PowerPoint files as download-only documents',
    ]);
    const broken = await t.request(ROOM, {
      method: 'POST',
      token: cast.owner,
      body: form({ folder_id: room.folderA }, new TextEncoder().encode('%PDF-1.7\nnot really'), 'broken.pdf', 'application/pdf'),
    });
    expect(broken.status).toBe(415);
    const twice = await t.request(ROOM, { method: 'PUT', token: cast.owner, json: { action: 'create_folder', opportunity_id: room.opportunityId, name: 'A. Technical' } });
    expect(twice.status).toBe(409);
    const foreign = await t.request(ROOM, { method: 'PUT', token: cast.owner, json: { action: 'add_project_files', folder_id: room.folderA, project_file_ids: [room.fileA.id] } });
    expect(foreign.status).toBe(400);
  });

  it('removes a folder with its documents and the grants on it', async () => {
    const after = await json<Dataroom>(await t.request(ROOM, { method: 'DELETE', token: cast.owner, json: { folder_id: room.folderB } }));
    expect(after.folders.map((folder) => folder.name)).toEqual(['A. Technical']);
    expect((await page(room.fileB.id, 1)).status).toBe(404);
    const [mine] = await json<DataroomRequest[]>(await t.request(`/sign-and-commit-opp/dataroom_request?opportunity_id=${room.opportunityId}`, { token: investor.token }));
    expect(mine.grants.map((each) => each.folder_id)).toEqual([room.folderA]);
  });
});
