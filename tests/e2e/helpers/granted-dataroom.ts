// A data room ready to read: a developer's assessed project published and approved, an activated investor who signed
// its commitment and asked for the data room, one folder of documents granted with downloads. The steps a spec does
// not walk in the browser go through the API; the developer's folder, uploads and grant go through the page.
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { signUpFromHeader, waitForTokenCookie } from './auth';
import { answerEverything, apiHeaders, browserOf, investorSignsUp, staffMember, type Person } from './investment';
import { newTestUser, type TestUser } from './users';

export interface RoomDocument {
  name: string;
  pages: number;
  buffer: Buffer;
}

export interface GrantedDataroom {
  developer: Person;
  investor: Person;
  reviewer: Person;
  projectId: string;
  opportunityId: string;
  /** The data room's page address. */
  room: string;
}

/** An API call as someone; fails the caller with the answer's text when it is not a success. */
export async function callAs<T>(request: APIRequestContext, origin: string, token: string, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${origin}/api${path}`, { method, headers: apiHeaders(token), data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * Builds the data room; `staff` must be one of the server's ADMIN_EMAILS. `whileQueued` runs when the publication and
 * the investor's profile both wait in staff's queues, before staff decide.
 */
export async function grantedDataroom(
  browser: Browser,
  request: APIRequestContext,
  origin: string,
  staff: TestUser,
  documents: RoomDocument[],
  whileQueued?: (reviewer: Person) => Promise<void>,
): Promise<GrantedDataroom> {
  const call = <T>(token: string, method: string, path: string, data?: unknown) => callAs<T>(request, origin, token, method, path, data);
  const user = newTestUser('developer');
  const own = await browserOf(browser);
  await signUpFromHeader(own.page, origin, user);
  const developer: Person = { user, ...own, token: await waitForTokenCookie(own.context, origin) };
  const templates = await call<{ id: string; slug: string }[]>(developer.token, 'GET', '/resources/templates');
  const project = await call<{ id: string }>(developer.token, 'POST', '/create_project', {
    name: 'Isère biochar',
    template_id: templates.find((each) => each.slug === 'biochar-readiness')?.id,
  });
  await answerEverything(request, origin, developer.token, project.id);
  await call(developer.token, 'POST', '/compute', { project_id: project.id });
  const body = {
    project_id: project.id,
    title: 'Isère biochar kiln',
    summary: 'A kiln for walnut shells.',
    stage: 'construction',
    instrument: 'equity',
    ticket_min: 100000,
    ticket_max: 900000,
    currency: 'EUR',
    region: 'europe',
  };
  await call(developer.token, 'PUT', '/publication', body);
  const opportunityId = (await call<{ id: string }>(developer.token, 'POST', '/publication', { project_id: project.id, action: 'submit' })).id;

  const reviewer = await staffMember(browser, origin, request, staff, (page) => signUpFromHeader(page, origin, staff));
  const investor = await investorSignsUp(browser, origin, newTestUser('investor'));
  const profile = {
    organisation: 'Grenoble Climate Fund',
    ticket_min: 100000,
    ticket_max: 2000000,
    currency: 'EUR',
    instruments: ['equity'],
    regions: ['europe'],
    stages: ['construction'],
    accreditation: 'A professional investor regulated in France.',
  };
  const investorId = (await call<{ user_id: string }>(investor.token, 'PUT', '/investor', profile)).user_id;
  await whileQueued?.(reviewer);
  await call(reviewer.token, 'POST', '/internal/publication', { publication_id: opportunityId, decision: 'approve' });
  await call(reviewer.token, 'POST', '/internal/activate', { investor_id: investorId, decision: 'activate' });
  const terms = await call<{ document_sha256: string }>(investor.token, 'GET', `/sign-and-commit-opp/sign?opportunity_id=${opportunityId}`);
  const signature = { opportunity_id: opportunityId, document_sha256: terms.document_sha256, typed_full_name: investor.user.name, commitment_amount: 250000, currency: 'EUR' };
  await call(investor.token, 'POST', '/sign-and-commit-opp/sign', signature);
  await call(investor.token, 'POST', '/sign-and-commit-opp/dataroom_request', { opportunity_id: opportunityId, message: 'The kiln design, please.' });

  const room = `${origin}/opportunities/${opportunityId}/dataroom`;
  const page = developer.page;
  await page.goto(room);
  await page.getByLabel('New folder').fill('Technical');
  await page.getByRole('button', { name: 'Create the folder' }).click();
  const folder = page.getByRole('region', { name: 'Technical' });
  for (const document of documents) {
    await folder.locator('input[type="file"]').first().setInputFiles({ name: document.name, mimeType: 'application/pdf', buffer: document.buffer });
    await expect(folder.getByRole('button', { name: `${document.name} (${document.pages} pages)` })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: 'Allow downloads' }).check();
  await page.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('Active')).toBeVisible();
  return { developer, investor, reviewer, projectId: project.id, opportunityId, room };
}
