// Issue 21, item 15 (requirements ): the report says who was granted and has not opened yet, how many distinct
// investors viewed per day, and the attempts the data room refused (recorded in the trail, e.g. a page after a
// revocation), each naming its document, page or folder; the whole trail exports as CSV named after the opportunity
// and the date.
import { and, eq } from 'drizzle-orm';
import { type ActivityReport, type AuditTrail, TRAIL_CSV_COLUMNS } from '@/lib/schemas/audit';
import type { DataroomRequest } from '@/lib/schemas/dataroom';
import { auditEvents } from '@/server/db/schema';
import { verifyAuditChain } from '@/server/modules/audit/public';
import type { TestApp } from './helpers/app';
import { buildRoom, grant, grantedInvestor, json, recordSignature, requestRoom, type Room } from './helpers/dataroom';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

jest.setTimeout(120_000);

const ROOM = '/sign-and-commit-opp/dataroom';
let t: TestApp;
let cast: Cast;
let room: Room;
let gina: { token: string; id: string };
let ginaRequest: DataroomRequest;
let abelRequest: DataroomRequest;

const report = async () => json<ActivityReport>(await t.request(`/report?opportunity_id=${room.opportunityId}`, { token: cast.owner }));

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  room = await buildRoom(t, cast, await publish(t, cast));
  gina = await grantedInvestor(t);
  ginaRequest = await requestRoom(t, gina, room.opportunityId);
  await recordSignature(t, room.opportunityId, cast.activated, 'Abel Activated');
  abelRequest = await json<DataroomRequest>(await t.request('/sign-and-commit-opp/dataroom_request', { token: cast.activated, json: { opportunity_id: room.opportunityId } }));
  await json(await grant(t, cast.owner, { request_id: ginaRequest.id, folder_id: room.folderA }));
  await json(await grant(t, cast.owner, { request_id: abelRequest.id, folder_id: room.folderB }));
});
afterAll(async () => t?.close());

describe(`report and trail (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lists who was granted and has not opened a page yet, until they do', async () => {
    const before = await report();
    expect(before.not_opened.map((row) => [row.investor_name, row.folders])).toEqual([
      ['Gina Granted', ['A. Technical']],
      ['Abel Activated', ['B. Financial']],
    ]);
    expect(before.viewers_over_time).toEqual([]);
    expect((await t.request(`${ROOM}?file_id=${room.fileA.id}&page=1`, { token: gina.token })).status).toBe(200);
    const after = await report();
    expect(after.not_opened.map((row) => row.investor_name)).toEqual(['Abel Activated']);
    expect(after.viewers_over_time).toEqual([{ date: new Date().toISOString().slice(0, 10), viewers: 1, cumulative: 1 }]);
  });

  it('records refused attempts — a page after a revocation, a download without the right, a folder never granted — and shows them', async () => {
    await json(await t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: ginaRequest.id, folder_id: room.folderA } }));
    expect((await t.request(`${ROOM}?file_id=${room.fileA.id}&page=2`, { token: gina.token })).status).toBe(403);
    expect((await t.request(`${ROOM}?file_id=${room.fileB.id}&download=true`, { token: cast.activated })).status).toBe(403);
    expect((await t.request(`${ROOM}?file_id=${room.fileA.id}`, { token: cast.activated })).status).toBe(403);
    // A stranger's 404 names nothing and is not recorded.
    expect((await t.request(`${ROOM}?file_id=${room.fileA.id}&page=1`, { token: cast.other })).status).toBe(404);
    const { refused, not_opened } = await report();
    expect(refused.map(({ investor_name, attempt, reason, subject }) => ({ investor_name, attempt, reason, subject }))).toEqual([
      { investor_name: 'Abel Activated', attempt: 'document', reason: 'no_grant', subject: 'kiln-design.pdf' },
      { investor_name: 'Abel Activated', attempt: 'download', reason: 'download_not_allowed', subject: 'model.pdf' },
      { investor_name: 'Gina Granted', attempt: 'page', reason: 'revoked', subject: 'kiln-design.pdf · p. 2' },
    ]);
    // A revoked grant leaves the not-opened list; the chain still holds with the refusals in it.
    expect(not_opened.map((row) => row.investor_name)).toEqual(['Abel Activated']);
    expect(await verifyAuditChain(t.database.db, 'opportunity', room.opportunityId)).toEqual(expect.objectContaining({ valid: true }));
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, room.opportunityId), eq(auditEvents.action, 'dataroom.refused')));
    expect(rows).toHaveLength(3);
  });

  it('names the document and page, or the folder, of each entry of the trail', async () => {
    const trail = await json<AuditTrail>(await t.request(`/audit?opportunity_id=${room.opportunityId}&page_size=100`, { token: cast.owner }));
    const subject = (action: string) => trail.items.filter((item) => item.action === action).map((item) => item.subject);
    expect(subject('dataroom.page_viewed')).toEqual(['kiln-design.pdf · p. 1']);
    expect(subject('dataroom.granted')).toEqual(['A. Technical', 'B. Financial']);
    expect(subject('dataroom.revoked')).toEqual(['A. Technical']);
    expect(subject('publication.create')).toEqual(['']);
  });

  it('exports the whole trail as CSV named after the opportunity and the date, every entry a row', async () => {
    const { opportunity_title: title } = await report();
    const response = await t.request(`/audit?opportunity_id=${room.opportunityId}&format=csv&page_size=1`, { token: cast.owner });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toContain(`filename="${slug}-audit-trail-${day}.csv"`);
    expect(response.headers.get('content-disposition')).not.toContain('data.csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(TRAIL_CSV_COLUMNS.join(','));
    const { total } = await json<AuditTrail>(await t.request(`/audit?opportunity_id=${room.opportunityId}`, { token: cast.owner }));
    expect(lines).toHaveLength(total + 1);
    const refusedLine = lines.find((line) => line.includes(',dataroom.refused,') && line.includes('p. 2'));
    expect(refusedLine).toContain('Gina Granted');
    expect(refusedLine).toContain('kiln-design.pdf · p. 2');
    // Investors get 403 for the export as for the trail.
    expect((await t.request(`/audit?opportunity_id=${room.opportunityId}&format=csv`, { token: gina.token })).status).toBe(403);
  });
});
