import type { TestApp } from './app';
import type { Cast } from './opportunities';

type Step = (run: () => Promise<Response>, expected: { kind: string; to: string; names: string }[]) => Promise<void>;

/**
 * A company invitation for mail-links.api.test.ts: the inviter writes in English, the invitee's account
 * speaks the test's language, and the mail follows the invitee's; its link opens the page that joins.
 */
export async function companyInvitationSteps(t: TestApp, cast: Cast, speak: (email: string, token: string) => Promise<void>, step: Step): Promise<void> {
  const cora = await t.signIn({ name: 'Cora Colleague', email: 'cora@example.test' });
  await speak('cora@example.test', cora.token);
  const company = await t.request('/company', { token: cast.owner, headers: { language: 'en' }, json: { kind: 'developer', legal_name: 'Loire Carbone SAS' } });
  if (company.status !== 200) throw new Error(`POST /company answered ${company.status}`);
  const invite = () => t.request('/company/invitations', { token: cast.owner, json: { kind: 'developer', email: 'cora@example.test', role: 'member' } });
  await step(invite, [{ kind: 'company_invitation', to: 'cora@example.test', names: 'Loire Carbone SAS' }]);
  // The inviter wrote in English above: their account speaks the test's language again for the steps after.
  await speak('dana@example.test', cast.owner);
}
