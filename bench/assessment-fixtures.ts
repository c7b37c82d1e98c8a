// What the assessment benchmarks need: a template of 200 questions, projects to answer, and simulated users
// who save answers (keeping their answer's version, so that no save is refused as stale).
import { templateDefinitionSchema, type TemplateDefinitionInput } from '@/lib/schemas/templates';
import type { Database } from '@/server/db/client';
import { insertTemplate } from '@/server/modules/resources/repository';
import type { UserStep } from './measure';

export const LARGE_TEMPLATE_SLUG = 'bench-two-hundred-questions';
export const QUESTIONS_PER_SECTION = 20;
export const LARGE_TEMPLATE_QUESTIONS = 200;

const text = (en: string) => ({ en, fr: en });

/** Ten sections of twenty questions, cycling through the simple types (every one answerable and visible). */
function largeTemplate(): TemplateDefinitionInput {
  const kinds = ['short_text', 'number', 'yes_no', 'long_text', 'single_choice'] as const;
  const sections = Array.from({ length: LARGE_TEMPLATE_QUESTIONS / QUESTIONS_PER_SECTION }, (_, s) => ({
    id: `section_${s + 1}`,
    title: text(`Section ${s + 1}`),
    questions: Array.from({ length: QUESTIONS_PER_SECTION }, (_, q) => {
      const id = `q_${s + 1}_${q + 1}`;
      const type = kinds[q % kinds.length];
      const base = { id, label: text(`Question ${s + 1}.${q + 1}`), help: text('A question of the benchmark template') };
      if (type === 'single_choice') {
        return {
          ...base,
          type,
          options: [
            { value: 'low', label: text('Low') },
            { value: 'high', label: text('High') },
          ],
        };
      }
      if (type === 'number') return { ...base, type, unit: 't/yr', validation: { min: 0, max: 1_000_000 } };
      return { ...base, type };
    }),
  }));
  return {
    slug: LARGE_TEMPLATE_SLUG,
    kind: 'project_readiness',
    name: text('Benchmark: two hundred questions'),
    description: text('One assessment of two hundred questions'),
    languages: ['en', 'fr'],
    steps: [{ id: 'only_step', title: text('Only step'), assessments: [{ id: 'large', title: text('Large'), sections }] }],
  };
}

/** Stores the 200-question template and answers its id. */
export async function insertLargeTemplate(db: Database): Promise<string> {
  const row = await insertTemplate(db, templateDefinitionSchema.parse(largeTemplate()));
  if (!row) throw new Error('The benchmark template exists already');
  return row.id;
}

export interface BenchProject {
  token: string;
  projectId: string;
  assessmentId: string;
  /** The version of the answer the benchmark saves, as the last save returned it. */
  version: number;
}

/** Creates a project from a template for a user and answers its first assessment. */
export async function createBenchProject(origin: string, token: string, templateId: string): Promise<BenchProject> {
  const response = await fetch(`${origin}/api/create_project`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Benchmark plant', template_id: templateId }),
  });
  if (response.status !== 200) throw new Error(`create_project answered ${response.status}: ${await response.text()}`);
  const project = (await response.json()) as { id: string; steps: { assessments: { id: string }[] }[] };
  return { token, projectId: project.id, assessmentId: project.steps[0].assessments[0].id, version: 0 };
}

const reported = new Set<string>();
/** Says once why a kind of request failed, so that a failing figure can be explained. */
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`  ${message}`);
}

/**
 * A simulated user saving the same text answer again and again (as typing does), each save naming the version
 * the previous one returned, so that every save is accepted.
 */
export function answerSaver(origin: string, project: BenchProject, questionId: string): UserStep {
  let counter = 0;
  return async () => {
    counter += 1;
    const response = await fetch(`${origin}/api/question`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${project.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        assessment_id: project.assessmentId,
        question_id: questionId,
        value: `Benchmark answer number ${counter}`,
        base_version: project.version,
      }),
    });
    const body = (await response.json()) as { answer?: { version: number }; detail?: { message: string } };
    if (response.status !== 200 || !body.answer) {
      reportOnce(`PUT /api/question answered ${response.status}: ${body.detail?.message ?? 'no answer'}`);
      return false;
    }
    project.version = body.answer.version;
    return true;
  };
}

/** A simulated user re-opening the same page: a GET that must answer 200. */
export function pageOpener(url: string, headers: Record<string, string>): UserStep {
  return async () => {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return response.status === 200;
  };
}
