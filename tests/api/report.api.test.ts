// The investors' activity report of an opportunity, built from its audit trail, on a real database: who may read it,
// the figures per investor and document (views, pages, time per page, downloads, first and last view, signature,
// information requests), and the CSV with its header and rows.
import { AUDIT_ACTIONS, type ActivityReport, OPPORTUNITY_TARGET, REPORT_CSV_COLUMNS } from '@/lib/schemas/audit';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { TestApp } from './helpers/app';
import { signed, signingStage } from './helpers/commitments';
import type { Cast } from './helpers/opportunities';

let t: TestApp;
let cast: Cast;
let opportunityId: string;
const PLAN = { file_id: '6f1c2b7e-0000-4000-8000-00000000a001', file_name: 'Business plan.pdf' };
const PERMIT = { file_id: '6f1c2b7e-0000-4000-8000-00000000a002', file_name: 'Permit, =signed.pdf' };

async function record(action: string, details: Record<string, unknown>) {
  await recordAuditEvent(t.database.db, {
    actorId: cast.activatedId,
    action,
    targetType: OPPORTUNITY_TARGET,
    targetId: opportunityId,
    requestId: null,
    details: { investor_id: cast.activatedId, ...details },
  });
}

beforeAll(async () => {
  ({ t, cast, opportunityId } = await signingStage());
  await signed(t, cast.activated, opportunityId);
  await t.request('/request', { token: cast.activated, json: { opportunity_id: opportunityId, message: 'What is the offtake price?' } });
  // What the data room records as the investor reads (its action names and details).
  await record(AUDIT_ACTIONS.dataroomRequested, { request_id: '6f1c2b7e-0000-4000-8000-00000000b001' });
  for (const page of [1, 2, 1, 3]) {
    await record(AUDIT_ACTIONS.dataroomPageViewed, { ...PLAN, page });
    await record(AUDIT_ACTIONS.dataroomPageTime, { ...PLAN, page, seconds: page * 10 });
  }
  await record(AUDIT_ACTIONS.dataroomPageViewed, { ...PERMIT, page: 1 });
  await record(AUDIT_ACTIONS.dataroomDownloaded, { ...PLAN });
});
afterAll(async () => t?.close());

const report = (token: string | undefined, query = '') => t.request(`/report?opportunity_id=${opportunityId}${query}`, { token });

describe(`activity report (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  // Who may read it (every role): tests/api/investment-matrix.api.test.ts.
  it('answers 404 for an opportunity that does not exist', async () => {
    expect((await t.request('/report?opportunity_id=00000000-0000-4000-8000-000000000000', { token: cast.owner })).status).toBe(404);
  });

  it('gives per investor and document the views, pages, time per page, downloads, first and last view, signature and requests', async () => {
    const body = (await (await report(cast.owner)).json()) as ActivityReport;
    expect(body.verification).toMatchObject({ valid: true });
    expect(body.investors).toHaveLength(1);
    const [investor] = body.investors;
    expect(investor).toMatchObject({ investor_id: cast.activatedId, investor_name: 'Abel Activated', commitment_amount: 250000, currency: 'EUR', information_requests: 1 });
    expect(investor.signed_at).toEqual(expect.any(String));
    expect(investor.dataroom_requested_at).toEqual(expect.any(String));
    const plan = investor.documents.find((document) => document.file_id === PLAN.file_id);
    expect(plan).toMatchObject({
      file_name: PLAN.file_name,
      views: 4,
      pages_viewed: 3,
      total_seconds: 70,
      downloads: 1,
      pages: [
        { page: 1, views: 2, seconds: 20 },
        { page: 2, views: 1, seconds: 20 },
        { page: 3, views: 1, seconds: 30 },
      ],
    });
    expect(Date.parse(plan!.first_viewed_at!)).toBeLessThanOrEqual(Date.parse(plan!.last_viewed_at!));
    expect(investor.documents.find((document) => document.file_id === PERMIT.file_id)).toMatchObject({ views: 1, pages_viewed: 1, total_seconds: 0, downloads: 0 });
    expect(body.documents.map((document) => document.file_id).sort()).toEqual([PLAN.file_id, PERMIT.file_id].sort());
  });

  it('gives the same as CSV (format=csv or Accept: text/csv), named data.csv, one row per investor and document', async () => {
    for (const response of [
      await report(cast.owner, '&format=csv'),
      await t.request(`/report?opportunity_id=${opportunityId}`, { token: cast.staff, headers: { accept: 'text/csv' } }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/filename="data\.csv"/);
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(REPORT_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(3);
      const plan = lines.find((line) => line.includes(PLAN.file_id));
      expect(plan).toContain(`${cast.activatedId},Abel Activated,${PLAN.file_id},Business plan.pdf,4,3,70,1:20 2:20 3:30,1,`);
      expect(plan).toMatch(/,250000,EUR,1$/);
      // A name that could start a formula after a separator is quoted and neutralised.
      expect(lines.find((line) => line.includes(PERMIT.file_id))).toContain(`"Permit, '=signed.pdf"`);
    }
  });
});
