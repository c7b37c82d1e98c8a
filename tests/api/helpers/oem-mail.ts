import type { Oem } from '@/lib/schemas/oems';
import type { TestApp } from './app';
import { PROJECT_ANSWERS, signUpBody, storeAnswers } from './oems';
import { answer, assessmentOf, createProject, templateId } from './projects';

type Step = (run: () => Promise<Response>, expected: { kind: string; to: string; names: string }[]) => Promise<void>;

const ok = async (response: Response): Promise<Response> => {
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return response;
};

/**
 * Every mail of OEM matching for mail-links.api.test.ts: an OEM refused then verified (links to
 * `/oem`), then the digests of a strong match once the jobs ran, to the project's owner (`/projects/[id]/oems`) and to
 * the OEM's member (`/oems/matches`).
 */
export async function oemMailSteps(t: TestApp, staff: string, speak: (email: string, token: string) => Promise<void>, step: Step): Promise<void> {
  // A developer of their own, so that the digest of this project is the only one they receive.
  const developer = await t.signIn({ name: 'Vera Vienne', email: 'vera@vienne.test' });
  await speak('vera@vienne.test', developer.token);
  const project = await createProject(t, developer.token, await templateId(t), 'Vienne kiln project');
  await storeAnswers(t, project, PROJECT_ANSWERS);
  await answer(t, developer.token, assessmentOf(project, 'project_profile'), 'project_country', 'FR');
  await ok(await t.request('/oems/discoverability', { method: 'PUT', token: developer.token, json: { project_id: project.id, discoverable: true, fields: ['country'] } }));
  await t.jobs.drain();

  const member = await t.signIn({ name: 'Olga Oven', email: 'olga@ovens.test' });
  await speak('olga@ovens.test', member.token);
  const oem = (await (await ok(await t.request('/oem', { method: 'PUT', token: member.token, json: signUpBody('Ovens of Vienne') }))).json()) as Oem;
  const decide = (body: Record<string, unknown>) => () => t.request('/internal/oems/decision', { token: staff, json: { company_id: oem.company_id, ...body } });
  await step(decide({ decision: 'refuse', reason: 'Name one plant we can visit.' }), [{ kind: 'oemRefused', to: 'olga@ovens.test', names: 'Name one plant we can visit.' }]);
  await ok(await t.request('/oem', { method: 'PUT', token: member.token, json: signUpBody('Ovens of Vienne') }));
  await step(decide({ decision: 'verify' }), [{ kind: 'oemVerified', to: 'olga@ovens.test', names: oem.company_id }]);
  await step(async () => {
    await t.jobs.drain();
    return new Response('{}', { status: 200 });
  }, [
    { kind: 'matchDigestProject', to: 'vera@vienne.test', names: 'Ovens of Vienne' },
    { kind: 'matchDigestOem', to: 'olga@ovens.test', names: project.id },
  ]);
}
