import { eq } from 'drizzle-orm';
import type { ProposalTerms } from '@/lib/schemas/proposals';
import { companies, projectDiscoverability } from '@/server/db/schema';
import { createCompany } from '@/server/modules/companies/public';
import type { TestApp } from './app';

/** A valid offer; `changes` alters it (a revision, a bad field). */
export function offer(changes: Partial<ProposalTerms> = {}): ProposalTerms {
  return {
    model: 'PyroLine 1500',
    quantity: 1,
    price_amount: 1_250_000,
    currency: 'EUR',
    delivery_date: null,
    lead_time_weeks: 36,
    valid_until: '2027-03-31',
    terms: '30 % on order, 70 % on delivery.',
    ...changes,
  };
}

/** An OEM company of `userId`, verified by staff unless said otherwise; returns its id. */
export async function oemOf(t: TestApp, userId: string, name: string, verified = true): Promise<string> {
  const company = await createCompany(t.database.db, userId, { kind: 'oem', legalName: name });
  if (verified) await t.database.db.update(companies).set({ verifiedAt: new Date() }).where(eq(companies.id, company.id));
  return company.id;
}

/** Sends a proposal as `token` for `companyId`; returns the response. */
export function sendProposal(t: TestApp, token: string, companyId: string, projectId: string, terms: ProposalTerms = offer()): Promise<Response> {
  return t.request('/oems/project', { token, json: { company_id: companyId, project_id: projectId, proposal: terms } });
}

/** A proposal sent and read back: its id. */
export async function sentProposal(t: TestApp, token: string, companyId: string, projectId: string): Promise<string> {
  const response = await sendProposal(t, token, companyId, projectId);
  if (response.status !== 200) throw new Error(`sendProposal answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The project's owner lets OEMs find it, which a proposal needs: set as `PUT /oems/discoverability` would. */
export async function openToOems(t: TestApp, projectId: string): Promise<void> {
  const row = { projectId, discoverable: true, fields: [] };
  await t.database.db.insert(projectDiscoverability).values(row).onConflictDoUpdate({ target: projectDiscoverability.projectId, set: row });
}
