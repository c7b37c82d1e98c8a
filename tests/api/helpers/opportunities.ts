import type { ComputeResult } from '@/lib/schemas/assessments';
import type { MailMessage } from '@/server/mail/message';
import type { Mailer } from '@/server/mail/mailer';
import { computeResults } from '@/server/db/schema';
import { ADMIN_EMAIL, createTestApp, type TestApp } from './app';
import { createProject, templateId } from './projects';

/** A mailer that keeps what it is given. */
export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { transport: 'outbox', outboxSecret: undefined, sent, close: () => undefined, sendMail: async (message) => void sent.push(message) };
}

export async function investmentApp(): Promise<{ t: TestApp; mail: ReturnType<typeof recordingMailer> }> {
  const mail = recordingMailer();
  const t = await createTestApp({ deps: () => ({ mailer: mail }) });
  return { t, mail };
}

export const COMPUTED_AT = '2026-11-20T10:00:00.000Z';

/**
 * Stores the project's latest results as POST /compute leaves them (compute_results): `overall` against the biochar
 * template's threshold (70), with 6720 t net removals and 1 008 000 € of credit revenue a year (150 €/t).
 */
export async function storeResults(t: TestApp, projectId: string, overall: number): Promise<void> {
  const formula = (id: string, value: number) => ({ id, label: id, unit: null, value, missing: [], missing_labels: [] });
  const result: ComputeResult = {
    project_id: projectId,
    overall,
    threshold: 70,
    ready: overall >= 70,
    assessments: [],
    sections: [],
    gaps: [],
    formulas: [formula('net_co2_removed', 6720), formula('annual_credit_revenue', 1_008_000)],
    computed_at: COMPUTED_AT,
  };
  await t.database.db
    .insert(computeResults)
    .values({ projectId, overall, ready: result.ready, result, computedAt: new Date(COMPUTED_AT) })
    .onConflictDoUpdate({ target: computeResults.projectId, set: { overall, ready: result.ready, result } });
}

export const publicationBody = (projectId: string, extra: Record<string, unknown> = {}) => ({
  project_id: projectId,
  title: 'Loire biochar, phase 2',
  summary: 'A second pyrolysis line for vineyard prunings.',
  stage: 'development',
  instrument: 'equity',
  ticket_min: 250_000,
  ticket_max: 1_500_000,
  currency: 'EUR',
  region: 'europe',
  public_fields: ['stage', 'region'],
  ...extra,
});

export const investorBody = {
  organisation: 'Saumur Climate Capital',
  ticket_min: 100_000,
  ticket_max: 2_000_000,
  currency: 'EUR',
  instruments: ['equity', 'debt'],
  regions: ['europe'],
  stages: ['development', 'construction'],
  accreditation: 'A professional investor regulated in France, investing in carbon removal.',
};

export interface Cast {
  owner: string;
  other: string;
  investor: string;
  investorId: string;
  activated: string;
  activatedId: string;
  staff: string;
  projectId: string;
}

/** The people of the journey: a developer with a ready project, another developer, two investors (one activated) and staff. */
export async function castOf(t: TestApp): Promise<Cast> {
  const template = await templateId(t);
  const owner = await t.signIn({ name: 'Dana Developer', email: 'dana@example.test' });
  const project = await createProject(t, owner.token, template, 'Loire biochar');
  await storeResults(t, project.id, 82);
  const other = await t.signIn({ name: 'Olek Other' });
  const investor = await t.signIn({ name: 'Ines Investor', tfp: 'investors' });
  const activated = await t.signIn({ name: 'Abel Activated', email: 'abel@example.test', tfp: 'investors' });
  const staff = await t.signIn({ name: 'Sam Staff', email: ADMIN_EMAIL });
  for (const token of [investor.token, activated.token]) await t.request('/investor', { method: 'PUT', token, json: investorBody });
  await t.request('/internal/activate', { token: staff.token, json: { investor_id: activated.id, decision: 'activate' } });
  return {
    owner: owner.token,
    other: other.token,
    investor: investor.token,
    investorId: investor.id,
    activated: activated.token,
    activatedId: activated.id,
    staff: staff.token,
    projectId: project.id,
  };
}

/** Writes, submits and approves the cast's publication; answers its id. */
export async function publish(t: TestApp, cast: Cast, extra: Record<string, unknown> = {}): Promise<string> {
  await t.request('/publication', { method: 'PUT', token: cast.owner, json: publicationBody(cast.projectId, extra) });
  const submitted = (await (await t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'submit' } })).json()) as { id: string };
  await t.request('/internal/publication', { token: cast.staff, json: { publication_id: submitted.id, decision: 'approve' } });
  return submitted.id;
}
