// Issue 21, items 6 to 8 (requirements ): nothing done in another's name, time on page only for pages
// served, a trail rewritten in the database found against anchors signed outside it. On PGlite and PostgreSQL.
// Investors' personal data (R-21.9): investor-data.api.test.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuditTrail, ActivityReport } from '@/lib/schemas/audit';
import type { CommitmentSignature, CommitmentTerms, SignatureValidation } from '@/lib/schemas/commitments';
import type { DataroomRequest } from '@/lib/schemas/dataroom';
import { auditEvents } from '@/server/db/schema';
import { entryHash } from '@/server/modules/audit/chain';
import { anchorChangedChains, auditTrailOf } from '@/server/modules/audit/public';
import { createLogger } from '@/server/logger';
import { LocalFileStore } from '@/server/storage/local-store';
import type { TestApp } from './helpers/app';
import { pdfText, SIGNER_HEADERS, signAs } from './helpers/commitments';
import { buildRoom, grant, grantedInvestor, json, pagesOf, requestRoom, type Room } from './helpers/dataroom';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

jest.setTimeout(180_000);

const ROOM = '/sign-and-commit-opp/dataroom';
let t: TestApp;
let cast: Cast;
let room: Room;
let investor: { token: string; id: string };
let request: DataroomRequest;
let staffId: string;
let ownerId: string;

const idOf = async (token: string) => ((await (await t.request('/me', { token })).json()) as { id: string }).id;
const detailOf = async (response: Response) => ((await response.json()) as { detail: { reason?: string; message: string } }).detail;
const asUser = (userId: string) => ({ token: cast.staff, headers: { userId } });
const pageTime = (page: number, seconds: number, fileId = room.fileA.id) => t.request(ROOM, { method: 'PATCH', token: investor.token, json: { file_id: fileId, page, seconds } });
const chain = () =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'opportunity'), eq(auditEvents.targetId, room.opportunityId)))
    .orderBy(asc(auditEvents.seq));
const trail = async (token = cast.owner) => json<AuditTrail>(await t.request(`/audit?opportunity_id=${room.opportunityId}&page_size=100`, { token }));

/** Runs statements with the append-only trigger off, as an attacker holding the database could. */
async function asAttacker(run: (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => Promise<void>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await run(tx);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
  });
}

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  room = await buildRoom(t, cast, await publish(t, cast));
  investor = await grantedInvestor(t);
  request = await requestRoom(t, investor, room.opportunityId);
  [staffId, ownerId] = await Promise.all([idOf(cast.staff), idOf(cast.owner)]);
});

afterAll(async () => {
  await t?.close();
});

describe(`staff acting as another user (R-21.6, ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('declares on every route what acting allows, and refuses it on signatures, data-room requests, views, time and downloads', async () => {
    const document = (await (await t.request('/openapi.json')).json()) as { paths: Record<string, Record<string, { 'x-acting'?: string }>> };
    const acting = (method: string, path: string) => document.paths[path]?.[method]?.['x-acting'];
    expect(acting('post', '/api/sign-and-commit-opp/sign')).toBe('refused');
    expect(acting('post', '/api/sign-and-commit-opp/dataroom_request')).toBe('refused');
    expect(acting('patch', '/api/sign-and-commit-opp/dataroom')).toBe('refused');
    expect(acting('get', '/api/sign-and-commit-opp/dataroom')).toBe('refused with page, download');
    const undeclared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !operation['x-acting'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('refuses staff signing as an investor, with the reason, and records nothing', async () => {
    const before = (await chain()).length;
    const terms = (await (await t.request(`/sign-and-commit-opp/sign?opportunity_id=${room.opportunityId}`, asUser(cast.activatedId))).json()) as CommitmentTerms;
    const response = await t.request('/sign-and-commit-opp/sign', {
      ...asUser(cast.activatedId),
      headers: { ...SIGNER_HEADERS, userId: cast.activatedId },
      json: { opportunity_id: room.opportunityId, document_sha256: terms.document_sha256, typed_full_name: 'Abel Activated', commitment_amount: 5_000_000, currency: 'EUR' },
    });
    expect(response.status).toBe(403);
    const detail = await detailOf(response);
    expect(detail.reason).toBe('acting_as_user');
    expect(detail.message).toMatch(/acting as another user/);
    const signatures = (await (await t.request(`/sign-and-commit-opp/sign?opportunity_id=${room.opportunityId}`, { token: cast.owner })).json()) as CommitmentTerms;
    expect(signatures.signatures.map((signature) => signature.investor_id)).not.toContain(cast.activatedId);
    // Only the impersonation's own record (on the user's chain) was written: nothing on the opportunity.
    expect((await chain()).length).toBe(before);
  });

  it('refuses data-room requests, page views, downloads and time on page as the investor; the folders may be read', async () => {
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: true }));
    const refused = [
      await t.request('/sign-and-commit-opp/dataroom_request', { ...asUser(investor.id), json: { opportunity_id: room.opportunityId } }),
      await t.request(`${ROOM}?file_id=${room.fileA.id}&page=1`, asUser(investor.id)),
      await t.request(`${ROOM}?file_id=${room.fileA.id}&download=true`, asUser(investor.id)),
      await t.request(ROOM, { method: 'PATCH', ...asUser(investor.id), json: { file_id: room.fileA.id, page: 1, seconds: 5 } }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    for (const response of refused) expect((await detailOf(response)).reason).toBe('acting_as_user');
    expect((await t.request(`${ROOM}?opportunity_id=${room.opportunityId}`, asUser(investor.id))).status).toBe(200);
    const french = await t.request(`${ROOM}?file_id=${room.fileA.id}&page=1`, { token: cast.staff, headers: { userId: investor.id, language: 'fr' } });
    expect((await detailOf(french)).message).toMatch(/^L’équipe agissant à la place d’un utilisateur ne peut ici que consulter/);
    const views = (await chain()).filter((entry) => entry.action.startsWith('dataroom.page') || entry.action === 'dataroom.downloaded');
    expect(views).toEqual([]);
  });

  it('where acting is allowed, the trail names both the user and the staff member', async () => {
    await json(
      await grant(t, cast.staff, { request_id: request.id, folder_id: room.folderB, can_download: false }).then(() =>
        grant(t, cast.owner, { request_id: request.id, folder_id: room.folderB }),
      ),
    );
    const response = await t.request('/sign-and-commit-opp/dataroom_request', {
      method: 'PUT',
      ...asUser(ownerId),
      json: { request_id: request.id, folder_id: room.folderB, can_download: true },
    });
    expect(response.status).toBe(200);
    const entry = (await chain()).filter((row) => row.action === 'dataroom.granted').at(-1);
    expect(entry?.actorId).toBe(ownerId);
    expect(entry?.details.acted_by).toBe(staffId);
    const item = (await trail()).items.find((row) => row.seq === entry?.seq);
    expect(item).toMatchObject({ actor_name: 'Dana Developer', acted_by_name: 'Sam Staff' });
  });
});

describe('time on page (R-21.7)', () => {
  it('is refused for a page never served to the viewer', async () => {
    const response = await pageTime(3, 60);
    expect(response.status).toBe(409);
    expect((await detailOf(response)).reason).toBe('page_not_served');
  });

  it('is bounded by the time since the page was served', async () => {
    const before = Date.now();
    await pagesOf(await t.request(`${ROOM}?file_id=${room.fileA.id}&page=1`, { token: investor.token }));
    const first = await pageTime(1, 3600);
    expect(await json(first)).toEqual({ recorded: true });
    const again = await pageTime(1, 3600);
    expect([200, 409]).toContain(again.status);
    const elapsed = (Date.now() - before) / 1000;
    const recorded = (await chain()).filter((entry) => entry.action === 'dataroom.page_time' && entry.details.page === 1);
    const total = recorded.reduce((sum, entry) => sum + Number(entry.details.seconds), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(elapsed + 2 + 0.1);
  });

  it('after a revocation, records nothing for pages never opened and nothing past the grant’s end', async () => {
    const servedAt = Date.now();
    await pagesOf(await t.request(`${ROOM}?file_id=${room.fileA.id}&page=2`, { token: investor.token }));
    await json(await t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: request.id, folder_id: room.folderA } }));
    const revokedAt = Date.now();
    const forged = [];
    for (let call = 0; call < 20; call += 1) forged.push(await pageTime(4 > room.fileA.page_count ? 3 : 4, 3600));
    expect(forged.every((response) => response.status === 409 || response.status === 400)).toBe(true);
    for (let call = 0; call < 5; call += 1) await pageTime(2, 3600);
    const report = await json<ActivityReport>(await t.request(`/report?opportunity_id=${room.opportunityId}`, { token: cast.owner }));
    const document = report.investors.find((row) => row.investor_id === investor.id)?.documents.find((row) => row.file_id === room.fileA.id);
    const pages = new Map(document?.pages.map((row) => [row.page, row]));
    expect(pages.get(3)?.seconds ?? 0).toBe(0);
    expect(pages.get(2)?.seconds ?? 0).toBeLessThanOrEqual((revokedAt - servedAt) / 1000 + 2 + 0.1);
    const last = await pageTime(2, 3600);
    expect(last.status).toBe(403);
    expect((await detailOf(last)).reason).toBe('revoked');
  });

  it('is rate-limited per viewer', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 125; call += 1) statuses.push((await pageTime(1, 1)).status);
    expect(statuses).toContain(429);
  });
});

describe('a trail rewritten in the database (R-21.8)', () => {
  let signature: CommitmentSignature;

  it('prints the anchor taken before the signature in the signed PDF', async () => {
    const response = await signAs(t, cast.activated, room.opportunityId);
    signature = await json<CommitmentSignature>(response);
    const pdf = new Uint8Array(await (await t.request(`/sign-and-commit-opp/sign/pdf?signature_id=${signature.id}`, { token: cast.activated })).arrayBuffer());
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const entries = await chain();
    const before = entries.find((entry) => entry.action === 'commitment.signed' && entry.details.signature_id === signature.id);
    const anchored = entries.find((entry) => entry.seq === (before?.seq ?? 0) - 1);
    expect(text).toContain('Audit trail anchor before this signature');
    expect(text).toContain(`entry ${anchored?.seq}, SHA-256 ${anchored?.hash}`);
    const audit = await trail();
    expect(audit.verification).toMatchObject({ valid: true, anchored_seq: before?.seq });
  });

  it('signs the head of every chain changed lately, as the daily sweep does', async () => {
    const storage = new LocalFileStore(t.storageDir);
    const anchored = await anchorChangedChains(t.database.db, storage, createLogger({ level: 'silent' }), new Date(Date.now() - 60 * 60 * 1000));
    expect(anchored).toBeGreaterThanOrEqual(1);
    const head = (await chain()).at(-1);
    expect(await auditTrailOf(t.database.db, storage).anchors.latest('opportunity', room.opportunityId)).toMatchObject({ seq: head?.seq, hash: head?.hash });
  });

  it('names a trail cut short, and one whose last entry was deleted and forged again', async () => {
    const entries = await chain();
    const last = entries.at(-1);
    if (!last) throw new Error('no trail');
    await asAttacker(async (tx) => {
      await tx.delete(auditEvents).where(eq(auditEvents.id, last.id));
    });
    expect((await trail()).verification).toMatchObject({ valid: false, reason: 'truncated', broken_at_seq: last.seq });
    const forged = { ...last, details: { ...last.details, commitment_amount: 5_000_000 }, prevHash: last.prevHash };
    await asAttacker(async (tx) => {
      await tx.insert(auditEvents).values({ ...forged, hash: entryHash(forged) });
    });
    expect((await trail()).verification).toMatchObject({ valid: false, reason: 'rewritten', broken_at_seq: last.seq });
    const validation = await json<SignatureValidation>(await t.request('/sign-and-commit-opp/validate', { token: cast.owner, json: { signature_id: signature.id } }));
    expect(validation.checks.find((check) => check.check === 'audit_chain')).toMatchObject({ passed: false });
    await asAttacker(async (tx) => {
      await tx.delete(auditEvents).where(eq(auditEvents.id, last.id));
      await tx.insert(auditEvents).values(last);
    });
    expect((await trail()).verification.valid).toBe(true);
  });

  it('names a trail rewritten with every later hash recomputed, which a walk of the chain alone accepts', async () => {
    const entries = await chain();
    const target = entries.find((entry) => entry.action === 'dataroom.requested');
    if (!target) throw new Error('no request in the trail');
    await asAttacker(async (tx) => {
      let previous: string | null = null;
      for (const entry of entries) {
        if (entry.seq < target.seq) {
          previous = entry.hash;
          continue;
        }
        const fields = { ...entry, details: entry.seq === target.seq ? { ...entry.details, investor_id: cast.activatedId } : entry.details, prevHash: previous };
        const hash = entryHash(fields);
        await tx.update(auditEvents).set({ details: fields.details, prevHash: previous, hash }).where(eq(auditEvents.id, entry.id));
        previous = hash;
      }
      await tx.execute(sql`delete from audit_chain_heads`);
    });
    const audit = await trail();
    expect(audit.verification).toMatchObject({ valid: false, reason: 'rewritten' });
    const report = await json<ActivityReport>(await t.request(`/report?opportunity_id=${room.opportunityId}`, { token: cast.owner }));
    expect(report.verification.reason).toBe('rewritten');
    const validation = await json<SignatureValidation>(await t.request('/sign-and-commit-opp/validate', { token: cast.owner, json: { signature_id: signature.id } }));
    expect(validation.valid).toBe(false);
    expect(validation.checks.find((check) => check.check === 'audit_chain')?.detail).toMatch(/rewritten/);
  });
});
