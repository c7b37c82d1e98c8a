import { sql, type SQL } from 'drizzle-orm';
import type { Checklist, EvidencePage } from '@/lib/schemas/monitoring-evidence-links';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { createRecord, FAR_AWAY, FIGURES, insertArtefact, insertBatch } from './helpers/evidence';
import { createPlant, ok, share, type Plant } from './helpers/monitoring';
import { recordingMailer } from './helpers/opportunities';

// Issue 22, evidence (docs/requirements.md ): each kind's figures validated, records tied to the
// monitoring's batch, the checklist's counts (flagged artefacts and rejected records apart), reviews only by an
// invited verifier and never edited, a rejection's mail to the owner.

jest.setTimeout(120_000);

const mail = recordingMailer();
let t: TestApp;
let plant: Plant;
let batchId: string;
const tokens: Record<'reader' | 'editor' | 'verifier' | 'stranger', string> = { reader: '', editor: '', verifier: '', stranger: '' };

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: mail }) });
  plant = await createPlant(t);
  batchId = await insertBatch(t, plant.monitoring.id, plant.reactor.id);
  tokens.reader = (await t.signIn({ name: 'Reader', email: 'evidence.reader@example.test' })).token;
  tokens.editor = (await t.signIn({ name: 'Editor', email: 'evidence.editor@example.test' })).token;
  tokens.verifier = (await t.signIn({ name: 'Vera Verifier', email: 'evidence.verifier@example.test' })).token;
  tokens.stranger = (await t.signIn({ name: 'Stranger' })).token;
  await share(t, plant.owner, plant.projectId, 'evidence.reader@example.test', 'read');
  await share(t, plant.owner, plant.projectId, 'evidence.editor@example.test', 'edit');
  await ok(t, '/share', { token: plant.owner, json: { kind: 'invite', project_id: plant.projectId, email: 'evidence.verifier@example.test', right: 'verifier' } });
});

afterAll(async () => {
  await t?.close();
});

/** The database's refusal of a statement (drizzle wraps it: the driver's error is its cause). */
async function refusal(statement: SQL): Promise<string> {
  try {
    await t.database.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'accepted';
}

const base = () => ({ monitoring_id: plant.monitoring.id, batch_id: batchId, recorded_at: '2026-11-10T12:00:00Z' });
const post = (json: unknown, token = plant.owner) => t.request('/monitoring/evidences', { token, json });
const review = (evidence_id: string, verdict: string, comment: string | null, token = tokens.verifier) =>
  t.request('/monitoring/evidences/reviews', { token, json: { evidence_id, verdict, comment } });

describe('kinds and figures', () => {
  it('takes every kind with its figures, and refuses figures that do not fit the kind', async () => {
    for (const kind of Object.keys(FIGURES) as (keyof typeof FIGURES)[]) {
      const record = await createRecord(t, plant.owner, plant.monitoring.id, batchId, kind);
      expect(record.review_state).toBe('pending');
    }
    const refused = [
      { kind: 'moisture_reading', figures: { moisture_pct: 120 } },
      { kind: 'lab_analysis', figures: { laboratory: 'Lab', h_c_org: 0.3 } },
      { kind: 'lab_analysis', figures: { ...FIGURES.lab_analysis, contaminants: [{ name: 'Pb', group: 'heavy_metal', value: 3, unit: 'kg' }] } },
      { kind: 'application_site', figures: { latitude: 91, longitude: 0 } },
      { kind: 'kiln_serial', figures: { serial: '   ' } },
      { kind: 'delivery_note', figures: { quantity_t: 0 } },
      { kind: 'moisture_reading', figures: { moisture_pct: 10, colour: 'brown' } },
      { kind: 'photo_of_cat', figures: {} },
    ];
    for (const body of refused) {
      const response = await post({ ...base(), ...body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: { message: string } }).detail.message).toEqual(expect.any(String));
    }
  });

  it('asks for a tie, a whole period, and a batch of the same monitoring', async () => {
    expect((await post({ ...base(), batch_id: null, kind: 'kiln_serial', figures: FIGURES.kiln_serial })).status).toBe(400);
    expect((await post({ ...base(), batch_id: null, period_start: '2026-11-01T00:00:00Z', kind: 'kiln_serial', figures: FIGURES.kiln_serial })).status).toBe(400);
    const period = await post({
      ...base(),
      batch_id: null,
      period_start: '2026-11-01T00:00:00Z',
      period_end: '2026-12-01T00:00:00Z',
      kind: 'kiln_serial',
      figures: FIGURES.kiln_serial,
    });
    expect(period.status).toBe(200);
    const other = await createPlant(t, undefined, 'Other kiln');
    const foreignBatch = await insertBatch(t, other.monitoring.id, other.reactor.id);
    expect((await post({ ...base(), batch_id: foreignBatch, kind: 'kiln_serial', figures: FIGURES.kiln_serial })).status).toBe(422);
  });
});

describe('access', () => {
  it('lets readers and verifiers read, only the owner and editors write, and strangers see nothing', async () => {
    const record = await createRecord(t, tokens.editor, plant.monitoring.id, batchId, 'quenching');
    const list = `/monitoring/evidences?monitoring_id=${plant.monitoring.id}&batch_id=${batchId}`;
    for (const token of [tokens.reader, tokens.verifier, tokens.editor]) expect((await t.request(list, { token })).status).toBe(200);
    expect((await t.request(list, { token: tokens.stranger })).status).toBe(404);
    for (const token of [tokens.reader, tokens.verifier]) {
      expect((await post({ ...base(), kind: 'quenching', figures: FIGURES.quenching }, token)).status).toBe(403);
      const update = { evidence_id: record.id, batch_id: batchId, recorded_at: base().recorded_at, kind: 'quenching', figures: { medium: 'soil' } };
      expect((await t.request('/monitoring/evidences', { method: 'PUT', token, json: update })).status).toBe(403);
      expect((await t.request('/monitoring/evidences', { method: 'DELETE', token, json: { evidence_id: record.id } })).status).toBe(403);
    }
    const page = await ok<EvidencePage>(t, `/monitoring/evidences/record?evidence_id=${record.id}`, { token: tokens.verifier });
    expect(page).toMatchObject({ can_review: true, can_edit: false });
    expect((await ok<EvidencePage>(t, `/monitoring/evidences/record?evidence_id=${record.id}`, { token: tokens.editor })).can_review).toBe(false);
  });

  it('lets only the invited verifier review: the owner, editors and readers get 403, strangers 404', async () => {
    const record = await createRecord(t, plant.owner, plant.monitoring.id, batchId, 'kiln_serial');
    for (const token of [plant.owner, tokens.editor, tokens.reader]) expect((await review(record.id, 'approved', null, token)).status).toBe(403);
    expect((await review(record.id, 'approved', null, tokens.stranger)).status).toBe(404);
    expect((await review(record.id, 'approved', null)).status).toBe(200);
  });
});

describe('reviews', () => {
  it('keeps every review, the state follows the latest, and a rejection needs a comment and mails the owner', async () => {
    const record = await createRecord(t, plant.owner, plant.monitoring.id, batchId, 'sampling_record');
    expect((await review(record.id, 'rejected', null)).status).toBe(400);
    expect((await review(record.id, 'issues', 'The sample id is missing from the photo')).status).toBe(200);
    expect((await review(record.id, 'rejected', 'No chain of custody')).status).toBe(200);
    const page = await ok<EvidencePage>(t, `/monitoring/evidences/record?evidence_id=${record.id}`, { token: plant.owner });
    expect(page.reviews.map((entry) => [entry.verdict, entry.comment, entry.reviewer?.name])).toEqual([
      ['issues', 'The sample id is missing from the photo', 'Vera Verifier'],
      ['rejected', 'No chain of custody', 'Vera Verifier'],
    ]);
    expect(page.record.review_state).toBe('rejected');
    const sent = mail.sent.filter((message) => /rejected/i.test(message.subject));
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(`${TEST_ORIGIN}/projects/${plant.projectId}/monitoring/evidence/${record.id}`);
    expect(sent[0].text).toContain('No chain of custody');
  });

  it('has no route that edits a review, and the database refuses an update or a delete', async () => {
    const record = await createRecord(t, plant.owner, plant.monitoring.id, batchId, 'delivery_note');
    await ok(t, '/monitoring/evidences/reviews', { token: tokens.verifier, json: { evidence_id: record.id, verdict: 'issues', comment: 'Unsigned' } });
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await t.request('/monitoring/evidences/reviews', { method, token: tokens.verifier, json: { evidence_id: record.id, verdict: 'approved', comment: null } });
      expect([404, 405]).toContain(response.status);
    }
    expect(await refusal(sql`update monitoring_evidence_reviews set comment = 'rewritten' where evidence_id = ${record.id}`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from monitoring_evidence_reviews where evidence_id = ${record.id}`)).toMatch(/append-only: DELETE refused/);
  });

  it('refuses changes once approved, and removal once reviewed; an unreviewed record goes', async () => {
    const record = await createRecord(t, plant.owner, plant.monitoring.id, batchId, 'moisture_reading');
    const update = (figures: unknown) =>
      t.request('/monitoring/evidences', {
        method: 'PUT',
        token: plant.owner,
        json: { evidence_id: record.id, batch_id: batchId, recorded_at: base().recorded_at, kind: 'moisture_reading', figures },
      });
    expect((await update({ moisture_pct: 13 })).status).toBe(200);
    expect((await update({ serial: 'x' })).status).toBe(400);
    const wrongKind = await t.request('/monitoring/evidences', {
      method: 'PUT',
      token: plant.owner,
      json: { evidence_id: record.id, batch_id: batchId, recorded_at: base().recorded_at, kind: 'kiln_serial', figures: FIGURES.kiln_serial },
    });
    expect(wrongKind.status).toBe(422);
    await ok(t, '/monitoring/evidences/reviews', { token: tokens.verifier, json: { evidence_id: record.id, verdict: 'approved', comment: null } });
    expect((await update({ moisture_pct: 11 })).status).toBe(409);
    expect((await t.request('/monitoring/evidences', { method: 'DELETE', token: plant.owner, json: { evidence_id: record.id } })).status).toBe(409);
    const loose = await createRecord(t, plant.owner, plant.monitoring.id, batchId, 'quenching');
    expect((await t.request('/monitoring/evidences', { method: 'DELETE', token: plant.owner, json: { evidence_id: loose.id } })).status).toBe(200);
  });
});

describe('artefacts and the checklist', () => {
  it('counts what the methodology asks, flagged artefacts and rejected records apart, and shows the lab figures', async () => {
    const fresh = await insertBatch(t, plant.monitoring.id, plant.reactor.id);
    const photos = await createRecord(t, plant.owner, plant.monitoring.id, fresh, 'kiln_run_photo');
    const clean = [await insertArtefact(t, plant.monitoring.id), await insertArtefact(t, plant.monitoring.id)];
    const far = await insertArtefact(t, plant.monitoring.id, FAR_AWAY);
    const attached = await ok<{ id: string; flags: { kind: string }[] }[]>(t, '/monitoring/evidences_artefacts', {
      token: tokens.editor,
      json: { evidence_id: photos.id, artefact_ids: [...clean, far, far] },
    });
    expect(attached).toHaveLength(3);
    expect(attached.find((artefact) => artefact.id === far)?.flags.map((flag) => flag.kind)).toEqual(['far_from_site']);
    const batchOf = await t.database.db.execute(sql`select batch_id from monitoring_artefacts where id = ${far}`);
    expect((batchOf as unknown as { rows: { batch_id: string }[] }).rows[0].batch_id).toBe(fresh);

    const other = await createPlant(t, undefined, 'Foreign kiln');
    const foreign = await insertArtefact(t, other.monitoring.id);
    expect((await t.request('/monitoring/evidences_artefacts', { token: plant.owner, json: { evidence_id: photos.id, artefact_ids: [foreign] } })).status).toBe(422);

    const moisture = await createRecord(t, plant.owner, plant.monitoring.id, fresh, 'moisture_reading');
    const serial = await createRecord(t, plant.owner, plant.monitoring.id, fresh, 'kiln_serial');
    await ok(t, '/monitoring/evidences/reviews', { token: tokens.verifier, json: { evidence_id: serial.id, verdict: 'rejected', comment: 'Unreadable plate' } });
    await createRecord(t, plant.owner, plant.monitoring.id, fresh, 'lab_analysis');

    const checklist = await ok<Checklist>(t, `/monitoring/evidences/checklist?monitoring_id=${plant.monitoring.id}&batch_id=${fresh}`, { token: tokens.reader });
    const item = (kind: string) => checklist.items.find((entry) => entry.kind === kind);
    expect(checklist.methodology).toBe('ebc_c_sink');
    expect(item('kiln_run_photo')).toMatchObject({ needed: 3, have: 2, flagged: 1, met: false });
    expect(item('moisture_reading')).toMatchObject({ needed: 1, have: 0, met: false });
    expect(item('kiln_serial')).toMatchObject({ have: 0, rejected: 1, met: false });
    expect(item('lab_analysis')).toMatchObject({ have: 1, met: true });
    expect(checklist.missing).toEqual(expect.arrayContaining(['kiln_run_photo', 'moisture_reading', 'kiln_serial', 'quenching']));
    expect(checklist.lab).toMatchObject({ c_org_pct: 78.4, h_c_org: 0.31 });
    expect(checklist.complete).toBe(false);

    await ok(t, '/monitoring/evidences_artefacts', { token: plant.owner, json: { evidence_id: moisture.id, artefact_ids: [await insertArtefact(t, plant.monitoring.id)] } });
    const detached = await ok<unknown[]>(t, '/monitoring/evidences_artefacts', { method: 'DELETE', token: plant.owner, json: { evidence_id: photos.id, artefact_id: far } });
    expect(detached).toHaveLength(2);
    const after = await ok<Checklist>(t, `/monitoring/evidences/checklist?monitoring_id=${plant.monitoring.id}&batch_id=${fresh}`, { token: plant.owner });
    expect(after.items.find((entry) => entry.kind === 'moisture_reading')).toMatchObject({ have: 1, met: true });
    expect(after.items.find((entry) => entry.kind === 'kiln_run_photo')).toMatchObject({ have: 2, flagged: 0 });
  });

  it('writes the evidence events on the monitoring trail', async () => {
    const result = await t.database.db.execute(sql`select action from audit_events where target_type = 'monitoring' and target_id = ${plant.monitoring.id}`);
    const actions = new Set((result as unknown as { rows: { action: string }[] }).rows.map((row) => row.action));
    for (const action of ['evidence.created', 'evidence.updated', 'evidence.deleted', 'evidence.artefact_attached', 'evidence.artefact_detached', 'evidence.reviewed']) {
      expect(actions).toContain(action);
    }
  });
});
