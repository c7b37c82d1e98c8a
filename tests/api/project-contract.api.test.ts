import type { z } from 'zod';
import {
  autofillProposalListSchema,
  completedAssessmentSchema,
  computeResultSchema,
  decidedAutofillSchema,
  savedAnswerSchema,
  assessmentDetailSchema,
} from '@/lib/schemas/assessments';
import {
  assessmentSummarySchema,
  createdShareSchema,
  deletedSchema,
  ownershipTransferSchema,
  pendingOwnershipSchema,
  projectDetailSchema,
  projectFileListSchema,
  projectFileSchema,
  projectListSchema,
  shareListSchema,
} from '@/lib/schemas/projects';
import { supportListSchema, supportRequestSchema } from '@/lib/schemas/support';
import { createTestApp, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, fillAndComplete, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The answer's body, parsed strictly by the contract's schema (what the client checks). */
async function parsed<Schema extends z.ZodType>(schema: Schema, response: Promise<Response>): Promise<z.output<Schema>> {
  const answered = await response;
  const body: unknown = await answered.json();
  if (answered.status !== 200) throw new Error(`${answered.status}: ${JSON.stringify(body)}`);
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`Does not match the contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

describe('every project and assessment answer matches lib/schemas', () => {
  it('for a project walked through from creation to export', async () => {
    const biochar = await templateId(t);
    const owner = await t.signIn({ email: 'contract-owner@example.test' });
    await t.signIn({ email: 'contract-guest@example.test' });
    await t.request('/profiles', { method: 'PUT', token: owner.token, json: { country: 'KE', website: 'https://x.example' } });
    const project = await createProject(t, owner.token, biochar);
    projectDetailSchema.parse(project);
    const profile = assessmentOf(project, 'project_profile');
    const token = owner.token;
    const id = project.id;

    await parsed(projectListSchema, t.request('/projects', { token }));
    await parsed(projectDetailSchema, t.request(`/project?id=${id}`, { token }));
    await parsed(projectDetailSchema, t.request('/project', { method: 'PUT', token, json: { id, name: 'Contract kiln', offset: 0 } }));
    await parsed(
      savedAnswerSchema,
      t.request('/question', {
        method: 'PUT',
        token,
        json: { assessment_id: profile, question_id: 'key_people', value: [{ name: 'A', role: 'B', years: null }], base_version: 0 },
      }),
    );
    await answer(t, token, profile, 'team_experience', ['agronomy']);
    await answer(t, token, profile, 'project_location', { lat: 1, lng: 2 });
    await parsed(assessmentDetailSchema, t.request(`/assessment?id=${profile}`, { token }));
    await parsed(assessmentSummarySchema, t.request('/assessment', { method: 'PATCH', token, json: { id: profile, current_section: 'team', current_question: null } }));
    const proposals = await parsed(autofillProposalListSchema, t.request('/autofill', { token, json: { assessment_id: profile } }));
    await parsed(autofillProposalListSchema, t.request(`/autofill?assessment_id=${profile}`, { token }));
    await parsed(
      decidedAutofillSchema,
      t.request('/autofill', {
        method: 'PUT',
        token,
        json: { assessment_id: profile, decisions: proposals.proposals.map((proposal) => ({ proposal_id: proposal.id, accept: true })) },
      }),
    );
    const done = await fillAndComplete(t, token, profile);
    completedAssessmentSchema.parse(await done.json());
    await parsed(savedAnswerSchema, t.request('/question', { method: 'DELETE', token, json: { assessment_id: profile, question_id: 'key_people', base_version: 1 } }));
    await parsed(computeResultSchema, t.request('/compute', { token, json: { project_id: id } }));
    await parsed(computeResultSchema, t.request(`/compute?project_id=${id}`, { token }));

    await parsed(createdShareSchema, t.request('/share', { token, json: { kind: 'invite', project_id: id, email: 'contract-guest@example.test', right: 'read' } }));
    const key = await parsed(createdShareSchema, t.request('/share', { token, json: { kind: 'access_key', project_id: id, label: 'Key', right: 'read' } }));
    await parsed(shareListSchema, t.request(`/share?project_id=${id}`, { token }));
    const keyId = key.kind === 'access_key' ? key.access_key.id : '';
    await parsed(deletedSchema, t.request('/share', { method: 'DELETE', token, json: { project_id: id, id: keyId } }));

    const transfer = await parsed(ownershipTransferSchema, t.request('/ownership', { token, json: { project_id: id, email: 'someone@example.test' } }));
    await parsed(pendingOwnershipSchema, t.request('/get_ownership', { token }));
    await parsed(ownershipTransferSchema, t.request('/ownership', { method: 'DELETE', token, json: { id: transfer.id } }));

    const form = new FormData();
    form.set('data', JSON.stringify({ project_id: id }));
    form.set('file', new Blob(['{"a":1}'], { type: 'application/json' }), 'data.json');
    const file = await parsed(projectFileSchema, t.request('/files', { method: 'POST', token, body: form }));
    await parsed(projectFileListSchema, t.request(`/files?project_id=${id}`, { token }));
    await parsed(deletedSchema, t.request('/files', { method: 'DELETE', token, json: { project_id: id, file_id: file.id } }));

    await parsed(supportRequestSchema, t.request('/support', { token, json: { project_id: id, subject: 'Hi', message: 'Hello' } }));
    await parsed(supportListSchema, t.request('/support', { token }));
    await parsed(deletedSchema, t.request('/project', { method: 'DELETE', token, json: { id, confirm_name: 'Contract kiln' } }));
  });
});
