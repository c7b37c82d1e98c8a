import { createTestApp, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, templateId } from './helpers/projects';

// The questionnaire export (issue 10 defect 6, issue 9 defect 8): no cell becomes a formula in a spreadsheet that
// splits on `;` or `,`, and yes/no answers read as the questionnaire labels them, in the reader's language.

jest.setTimeout(60_000);

let t: TestApp;
let owner: { token: string };
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn({ name: 'Exporter' });
  const project = await createProject(t, owner.token, await templateId(t), 'Export kiln');
  projectId = project.id;
  const profile = assessmentOf(project, 'project_profile');
  await answer(t, owner.token, profile, 'project_name', 'Plant;=1+1;');
  await answer(t, owner.token, profile, 'has_prior_projects', false);
});

afterAll(async () => {
  await t?.close();
});

async function exportText(language: string): Promise<string> {
  const response = await t.request(`/get_project_questionnarie?project_id=${projectId}`, { token: owner.token, headers: { language } });
  expect(response.status).toBe(200);
  const text = await response.text();
  // A download like every other: its name, its length, never kept by a cache, never sniffed as another type.
  expect(Object.fromEntries(response.headers)).toMatchObject({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="data.csv"; filename*=UTF-8''data.csv`,
    'content-length': String(new TextEncoder().encode(text).byteLength),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return text;
}

const rowOf = (text: string, id: string) => text.split('\r\n').find((line) => line.includes(`,${id},`)) ?? '';

describe('CSV export', () => {
  it('quotes an answer holding a separator and neutralises the formula after it', async () => {
    const row = rowOf(await exportText('en'), 'project_name');
    expect(row).toContain(`,"Plant;'=1+1;",`);
    // A spreadsheet that splits the line on `;` or `,` (ignoring quotes) meets no cell starting a formula.
    for (const cell of row.split(/[;,]/)) expect(cell.replace(/^"/, '').trimStart()).not.toMatch(/^[=+@]/);
  });

  it('writes yes/no answers with the questionnaire’s labels, in the language of the request', async () => {
    expect(rowOf(await exportText('en'), 'has_prior_projects')).toMatch(/,yes_no,,No,Yes,No,Exporter,/);
    expect(rowOf(await exportText('fr'), 'has_prior_projects')).toMatch(/,yes_no,,Non,Oui,Non,Exporter,/);
  });
});
