import type { TestApp } from './app';
import type { Cast } from './opportunities';
import { offer, oemOf, openToOems, sentProposal } from './proposals';

type Step = (run: () => Promise<Response>, expected: { kind: string; to: string; names: string }[]) => Promise<void>;

/**
 * Every mail of a proposal for mail-links.api.test.ts: the OEM's steps to the project's owner, the
 * developer's to the OEM's member, each link opening the proposal's page.
 */
export async function proposalMailSteps(t: TestApp, cast: Cast, speak: (email: string, token: string) => Promise<void>, step: Step): Promise<void> {
  const oem = await t.signIn({ name: 'Otto Oem', email: 'otto@kilns.test' });
  await speak('otto@kilns.test', oem.token);
  const company = await oemOf(t, oem.id, 'Kilnworks SA');
  await openToOems(t, cast.projectId);
  let id = '';
  await step(async () => {
    const response = await t.request('/oems/project', { token: oem.token, json: { company_id: company, project_id: cast.projectId, proposal: offer() } });
    id = ((await response.clone().json()) as { id: string }).id;
    return response;
  }, [{ kind: 'proposalReceived', to: 'dana@example.test', names: 'PyroLine 1500' }]);
  const ids = { project_id: cast.projectId, proposal_id: id };
  await step(
    () => t.request('/proposals/questions', { token: cast.owner, json: { ...ids, message: 'Is the dryer included?' } }),
    [{ kind: 'proposalQuestioned', to: 'otto@kilns.test', names: 'Is the dryer included?' }],
  );
  await step(
    () => t.request('/proposals/answers', { token: oem.token, json: { proposal_id: id, message: 'It is.' } }),
    [{ kind: 'proposalAnswered', to: 'dana@example.test', names: 'It is.' }],
  );
  await step(
    () => t.request('/proposals/revisions', { token: oem.token, json: { proposal_id: id, proposal: offer({ price_amount: 990_000 }), note: null } }),
    [{ kind: 'proposalRevised', to: 'dana@example.test', names: '990000' }],
  );
  await step(() => t.request('/proposals/decision', { token: cast.owner, json: { ...ids, decision: 'accept' } }), [{ kind: 'proposalAccepted', to: 'otto@kilns.test', names: id }]);
  const second = await sentProposal(t, oem.token, company, cast.projectId);
  await step(
    () => t.request('/proposals/decision', { token: cast.owner, json: { project_id: cast.projectId, proposal_id: second, decision: 'decline', reason: 'We chose another kiln.' } }),
    [{ kind: 'proposalDeclined', to: 'otto@kilns.test', names: 'We chose another kiln.' }],
  );
}
