import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TemplateDetail, TemplateSummary } from '@/lib/schemas/resources';
import { templateQuestions, QUESTION_TYPES } from '@/lib/schemas/templates';
import { templates } from '@/server/db/schema';
import { TEMPLATE_LIST_RECHECK_MS } from '@/server/modules/resources/service';
import { syncTemplates, TEMPLATES_DIR } from '@/server/modules/resources/template-loader';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await syncTemplates(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /resources/templates', () => {
  it('lists the templates to visitors, in English by default', async () => {
    const response = await t.request('/resources/templates');
    expect(response.status).toBe(200);
    const list = (await response.json()) as TemplateSummary[];
    expect(list.map((item) => item.slug)).toEqual(['biochar-readiness', 'investment-readiness', 'monitoring-daily-log']);
    const biochar = list[0];
    expect(biochar).toMatchObject({ kind: 'project_readiness', version: 1, name: 'Biochar project readiness', languages: ['en', 'fr'] });
    expect(biochar.counts.steps).toBeGreaterThanOrEqual(3);
    expect(biochar.counts.assessments).toBeGreaterThanOrEqual(4);
    expect(biochar.counts.questions).toBeGreaterThanOrEqual(60);
  });

  it('speaks French when the language header asks for it', async () => {
    const response = await t.request('/resources/templates', { headers: { language: 'fr' } });
    const list = (await response.json()) as TemplateSummary[];
    expect(list[0].name).toBe('Maturité d’un projet de biochar');
    expect(list[1].description).toMatch(/investisseurs/);
  });

  it('returns one template in full by slug and by id, with every question type, conditions and formulas', async () => {
    const bySlug = await t.request('/resources/templates?slug=biochar-readiness');
    expect(bySlug.status).toBe(200);
    const detail = (await bySlug.json()) as TemplateDetail;
    const questions = templateQuestions(detail.definition).map(({ question }) => question);
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(QUESTION_TYPES));
    expect(questions.filter((question) => question.show_when).length).toBeGreaterThanOrEqual(5);
    expect(detail.definition.formulas.find((formula) => formula.id === 'annual_co2_removed')?.expression).toContain('44 / 12');
    expect(questions[0].label).toEqual({ en: expect.any(String), fr: expect.any(String) });

    const byId = await t.request(`/resources/templates?id=${detail.id}`);
    expect(((await byId.json()) as TemplateDetail).slug).toBe('biochar-readiness');
  });

  it('answers 404 for an unknown template and 400 for a malformed query', async () => {
    const missing = await t.request('/resources/templates?slug=no-such-template');
    expect(missing.status).toBe(404);
    expect(await errorMessage(missing)).toContain('no-such-template');
    const malformed = await t.request('/resources/templates?id=not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(await errorMessage(malformed)).toMatch(/id/);
    const unknownParameter = await t.request('/resources/templates?colour=blue');
    expect(unknownParameter.status).toBe(400);
  });
});

describe('syncTemplates', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'templates-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const copy = (slug: string, change?: (template: Record<string, unknown>) => void) => {
    const template = JSON.parse(readFileSync(path.join(TEMPLATES_DIR, `${slug}.json`), 'utf8')) as Record<string, unknown>;
    change?.(template);
    writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(template));
  };
  const versionOf = async (slug: string) => (await t.database.db.select({ version: templates.version }).from(templates).where(eq(templates.slug, slug)))[0]?.version;

  it('is idempotent: syncing the same content again keeps the version', async () => {
    expect(await syncTemplates(t.database.db)).toBe(3);
    expect(await syncTemplates(t.database.db)).toBe(3);
    expect(await versionOf('biochar-readiness')).toBe(1);
    expect(await t.database.db.select({ slug: templates.slug }).from(templates)).toHaveLength(3);
  });

  it('raises the version only when the content changed', async () => {
    copy('investment-readiness', (template) => {
      (template.name as Record<string, string>).en = 'Investment readiness (revised)';
    });
    expect(await syncTemplates(t.database.db, dir)).toBe(1);
    expect(await versionOf('investment-readiness')).toBe(2);
    await syncTemplates(t.database.db, dir);
    expect(await versionOf('investment-readiness')).toBe(2);
    // The list checks for changed templates every few seconds: a moment later, it shows the new content.
    const later = Date.now() + TEMPLATE_LIST_RECHECK_MS;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const list = (await (await t.request('/resources/templates')).json()) as TemplateSummary[];
      expect(list.find((item) => item.slug === 'investment-readiness')?.name).toBe('Investment readiness (revised)');
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses a malformed file, naming the file and the field, and writes nothing', async () => {
    copy('investment-readiness', (template) => {
      const steps = template.steps as { assessments: { sections: { questions: { type: string }[] }[] }[] }[];
      steps[0].assessments[0].sections[0].questions[1].type = 'slider';
      (template.name as Record<string, string>).en = 'Should never be stored';
    });
    await expect(syncTemplates(t.database.db, dir)).rejects.toThrow(
      /investment-readiness\.json is not a valid template:\n {2}- steps\.0\.assessments\.0\.sections\.0\.questions\.1\.type/,
    );
    const list = (await (await t.request('/resources/templates')).json()) as TemplateSummary[];
    expect(list.map((item) => item.name)).not.toContain('Should never be stored');
  });

  it('refuses invalid JSON and a formula naming an unknown question', async () => {
    writeFileSync(path.join(dir, 'broken.json'), '{ "slug": ');
    await expect(syncTemplates(t.database.db, dir)).rejects.toThrow(/broken\.json is not valid JSON/);
    rmSync(path.join(dir, 'broken.json'));
    copy('biochar-readiness', (template) => {
      (template.formulas as { expression: string }[])[0].expression = 'feedstock_tonnes * missing_yield';
    });
    await expect(syncTemplates(t.database.db, dir)).rejects.toThrow(/formulas\.0\.expression: "missing_yield" is neither/);
  });
});
