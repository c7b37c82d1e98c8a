import type { MailMessage } from '@/server/mail/message';
import type { CompanyView } from '@/lib/schemas/companies';
import { PDF, upload, type Call } from './access-call-parts';
import type { TestApp } from './app';

/** The token of the last invitation link mailed to this address. */
export function invitationToken(sent: readonly MailMessage[], email: string): string {
  const mail = [...sent].reverse().find((message) => message.to === email && /\/company\/join\?token=/.test(message.text));
  const token = mail?.text.match(/\/company\/join\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export async function viewOf(response: Response): Promise<CompanyView> {
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as CompanyView;
}

/** A developer company with its admin; `name` makes the addresses unique. */
export async function createDeveloperCompany(t: TestApp, name: string): Promise<{ admin: { token: string; id: string }; view: CompanyView }> {
  const admin = await t.signIn({ name: `${name} Admin`, email: `admin.${name.toLowerCase()}@example.test` });
  const view = await viewOf(await t.request('/company', { token: admin.token, json: { kind: 'developer', legal_name: `${name} Biochar SAS`, country: 'FR' } }));
  return { admin, view };
}

/**
 * Issue 23's "A asks for B" cases for the record-party routes of companies (access-records.api.test.ts): company B
 * with a member, an open invitation, a document and a hidden developer page; A's admin names B's records, and B's
 * invitee, not yet a member, asks for a company they do not belong to.
 */
export async function companyPartyCases(t: TestApp, sent: readonly MailMessage[]): Promise<Record<string, { call: Call; token: string }[]>> {
  const a = await createDeveloperCompany(t, 'Alpha');
  const b = await createDeveloperCompany(t, 'Beta');
  const member = await t.signIn({ name: 'Beta Member', email: 'member.beta@example.test' });
  await t.request('/company/invitations', { token: b.admin.token, json: { kind: 'developer', email: 'member.beta@example.test', role: 'member' } });
  await viewOf(await t.request('/company/invitation', { token: member.token, json: { token: invitationToken(sent, 'member.beta@example.test') } }));
  const invitee = await t.signIn({ name: 'Beta Invitee', email: 'invitee.beta@example.test' });
  const invited = await viewOf(await t.request('/company/invitations', { token: b.admin.token, json: { kind: 'developer', email: 'invitee.beta@example.test', role: 'admin' } }));
  const token = invitationToken(sent, 'invitee.beta@example.test');
  const file = (await (
    await t.request('/company_files', { method: 'POST', token: b.admin.token, body: upload({ kind: 'developer', purpose: 'document' }, PDF, 'statutes.pdf', 'application/pdf')() })
  ).json()) as { id: string };
  const alpha = a.admin.token;
  const companyB = b.view.company?.id ?? '';
  return {
    'PUT /api/company': [{ call: { json: { kind: 'oem', description: 'Not mine' } }, token: alpha }],
    'PATCH /api/company/members': [{ call: { json: { kind: 'developer', user_id: member.id, role: 'admin' } }, token: alpha }],
    'DELETE /api/company/members': [{ call: { json: { kind: 'developer', user_id: member.id, confirm: true } }, token: alpha }],
    'POST /api/company/invitations': [{ call: { json: { kind: 'oem', email: 'x@example.test', role: 'member' } }, token: alpha }],
    'DELETE /api/company/invitations': [{ call: { json: { kind: 'developer', invitation_id: invited.invitations[0]?.id } }, token: alpha }],
    'GET /api/company/invitation': [{ call: { query: `token=${token}` }, token: alpha }],
    'POST /api/company/invitation': [{ call: { json: { token } }, token: alpha }],
    'GET /api/company_files': [
      { call: { query: `kind=developer&file_id=${file.id}` }, token: alpha },
      { call: { query: 'kind=developer' }, token: invitee.token },
    ],
    'POST /api/company_files': [{ call: { form: upload({ kind: 'developer', purpose: 'logo' }, PDF, 'x.pdf', 'application/pdf') }, token: invitee.token }],
    'DELETE /api/company_files': [{ call: { json: { kind: 'developer', file_id: file.id } }, token: alpha }],
    'GET /api/company_projects': [{ call: {}, token: invitee.token }],
    'GET /api/developer': [{ call: {}, token: invitee.token }],
    'PUT /api/developer': [{ call: { json: { show_to_investors: true, show_to_oems: true } }, token: invitee.token }],
    'GET /api/developer_details': [{ call: { query: `company_id=${companyB}` }, token: alpha }],
  };
}
