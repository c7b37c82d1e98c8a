import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ProjectFile } from '@/lib/schemas/projects';
import { MIGRATIONS_DIR } from '@/server/db/migrate';
import { projectAssessments } from '@/server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, templateId } from './helpers/projects';

/**
 * Migration 0009 renames the keys of the JSON the database keeps as the API serves it (issue 11: API fields in
 * snake_case). Data written before it (camelCase keys) must read exactly as data written after it.
 */

jest.setTimeout(120_000);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The keys each column held in camelCase before the migration, by their name since. */
const RENAMED: Record<string, [table: string, column: string, keys: Record<string, string>]> = {
  templates: ['templates', 'definition', { show_when: 'showWhen', ready_answer: 'readyAnswer', pattern_hint: 'patternHint', readiness_threshold: 'readinessThreshold' }],
  snapshots: ['template_snapshots', 'definition', { show_when: 'showWhen', ready_answer: 'readyAnswer', pattern_hint: 'patternHint', readiness_threshold: 'readinessThreshold' }],
  answers: ['answers', 'value', { file_id: 'fileId' }],
  results: [
    'compute_results',
    'result',
    { project_id: 'projectId', assessment_id: 'assessmentId', section_id: 'sectionId', question_id: 'questionId', missing_labels: 'missingLabels', computed_at: 'computedAt' },
  ],
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** Writes the column back as it was before the migration: every renamed key in its camelCase form. */
async function age(table: string, column: string, keys: Record<string, string>): Promise<void> {
  let text = `"${column}"::text`;
  for (const [now, before] of Object.entries(keys)) text = `replace(${text}, '"${now}": ', '"${before}": ')`;
  await t.database.db.execute(sql.raw(`UPDATE "${table}" SET "${column}" = (${text})::jsonb`));
}

async function rowsHolding(table: string, column: string, key: string): Promise<number> {
  const result = (await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text LIKE '%"${key}": %'`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

async function migrate0009(): Promise<void> {
  const text = readFileSync(path.join(MIGRATIONS_DIR, '0009_snake_case_json.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
}

it('gives data stored before it with camelCase keys the snake_case keys the API reads', async () => {
  const owner = await t.signIn({ name: 'Keeper' });
  const template = await templateId(t);
  const project = await createProject(t, owner.token, template);
  const form = new FormData();
  form.set('data', JSON.stringify({ project_id: project.id }));
  form.set('file', new Blob([PDF as BlobPart], { type: 'application/pdf' }), 'audit.pdf');
  const file = (await (await t.request('/files', { method: 'POST', token: owner.token, body: form })).json()) as ProjectFile;
  const feedstock = assessmentOf(project, 'feedstock_eligibility');
  await t.database.db.update(projectAssessments).set({ status: 'not_started' }).where(eq(projectAssessments.id, feedstock));
  await answer(t, owner.token, feedstock, 'feedstock_sustainability_evidence', [{ file_id: file.id, name: 'audit.pdf' }]);
  expect((await t.request('/compute', { token: owner.token, json: { project_id: project.id } })).status).toBe(200);

  const read = async () => ({
    assessment: await (await t.request(`/assessment?id=${feedstock}`, { token: owner.token })).json(),
    compute: await (await t.request(`/compute?project_id=${project.id}`, { token: owner.token })).json(),
    template: await (await t.request(`/resources/templates?id=${template}`)).json(),
  });
  const before = await read();

  for (const [table, column, keys] of Object.values(RENAMED)) await age(table, column, keys);
  // The aged data really holds the old keys, and the API no longer reads it as it did.
  expect(await rowsHolding('template_snapshots', 'definition', 'showWhen')).toBeGreaterThan(0);
  expect(await rowsHolding('templates', 'definition', 'readinessThreshold')).toBeGreaterThan(0);
  expect(await rowsHolding('answers', 'value', 'fileId')).toBe(1);
  expect(await rowsHolding('compute_results', 'result', 'missingLabels')).toBe(1);
  expect(await read()).not.toEqual(before);

  await migrate0009();
  for (const [table, column, keys] of Object.values(RENAMED)) {
    for (const old of Object.values(keys)) expect([table, old, await rowsHolding(table, column, old)]).toEqual([table, old, 0]);
  }
  expect(await read()).toEqual(before);
});
