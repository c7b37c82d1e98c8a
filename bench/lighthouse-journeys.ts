// The pages the journeys pass through, for the Lighthouse bench (issue 25, item 1), each with the kind of user who
// sees it, on the demo data: a visitor (landing page, opportunities, the demo opportunity), the demo account (its
// dashboard, its sample project and an assessment, its monitored plant: overview, reactor, daily form) and a new
// investor, activated by staff, who signed a developer's opportunity and was granted its data room (investor home,
// the demo opportunity's signing page, the data-room viewer on a document). The steps no measured user walks in
// the browser go through the API, as the end-to-end helpers do.
import { request as playwrightRequest, type APIRequestContext } from 'playwright';
import { DEMO_PUBLICATION } from '../server/db/demo-opportunity-answers';
import { DEMO_PROJECT_NAME } from '../server/db/demo-project-answers';
import type { BrowserContext } from 'playwright';
import { logOut, signInFromHeader, signUpFromHeader, submitSignUpForm, TOKEN_COOKIE } from '../tests/e2e/helpers/auth';
import { callAs } from '../tests/e2e/helpers/granted-dataroom';
import { answerEverything, confirmAddress, pdfOf, staffMember } from '../tests/e2e/helpers/investment';
import { monitoringOriginOf } from '../tests/e2e/helpers/monitoring-host';
import { linkIn, waitForMail } from '../tests/e2e/helpers/outbox';
import { newTestUser, type TestUser } from '../tests/e2e/helpers/users';
import { launchSetUpBrowser, type MeasuredBrowser } from './lighthouse-browsers';

export const DEMO_ACCOUNT = { email: 'demo@groundwork.eco', password: 'groundwork-demo' };
/** 'none': the bare page, outside the app. */
export type UserKind = 'none' | 'visitor' | 'developer' | 'investor' | 'staff';

export interface MeasuredPage {
  name: string;
  user: UserKind;
  url: string;
  /** A page a visitor sees (the 170 kB budget of issue 25 applies to its route). */
  visitor: boolean;
}

/** The access token in the app's cookie, waited for up to a minute (a loaded machine signs in slowly). */
async function waitForTokenCookie(context: BrowserContext, origin: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const cookie = (await context.cookies(origin)).find((candidate) => candidate.name === TOKEN_COOKIE);
    if (cookie?.value) return cookie.value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No authorization cookie on ${origin} after a minute`);
}

/** The demo opportunity's id, from the visitors' teaser list. */
async function demoOpportunityId(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/opportunity`, { headers: { language: 'en' } });
  const list = (await response.json()) as { items: { id: string; title: string }[] };
  const demo = list.items.find((item) => item.title === DEMO_PUBLICATION.title) ?? list.items[0];
  if (!demo) throw new Error('No published opportunity: the demo data was not loaded');
  return demo.id;
}

export async function visitorPages(origin: string): Promise<MeasuredPage[]> {
  const opportunity = await demoOpportunityId(origin);
  return [
    { name: 'landing page', user: 'visitor', url: `${origin}/`, visitor: true },
    { name: '/opportunities', user: 'visitor', url: `${origin}/opportunities`, visitor: true },
    { name: 'an opportunity', user: 'visitor', url: `${origin}/opportunities/${opportunity}`, visitor: true },
  ];
}

/** Signs the demo account in, on the app's host and on the monitoring host; its sample project and monitored reactor. */
export async function developerPages(browser: MeasuredBrowser, origin: string): Promise<MeasuredPage[]> {
  await signInFromHeader(browser.page, origin, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const token = await waitForTokenCookie(browser.context, origin);
  const call = <T>(path: string) => callAs<T>(browser.context.request, origin, token, 'GET', path);
  const fleet = await call<{ reactors: { id: string; project_id: string; project_name: string }[] }>('/monitoring/fleet');
  const reactor = fleet.reactors.find((each) => each.project_name === DEMO_PROJECT_NAME) ?? fleet.reactors[0];
  if (!reactor) throw new Error('The demo account has no monitored reactor: the demo data was not loaded');
  const project = await call<{ steps: { assessments: { id: string }[] }[] }>(`/project?id=${reactor.project_id}`);
  const monitoring = monitoringOriginOf(origin);
  // The monitoring host keeps a token of its own: one visit signs the user in there (silently, through the provider).
  await browser.page.goto(`${monitoring}/`);
  await waitForTokenCookie(browser.context, monitoring);
  const projectPath = `${origin}/projects/${reactor.project_id}`;
  // Issue 23's proposals: the project's received list, the demo proposal once a verified demo OEM sent it, the sent list.
  const [proposal] = await call<{ id: string }[]>(`/proposals?project_id=${reactor.project_id}`);
  const proposalPages: MeasuredPage[] = [
    { name: 'project proposals', user: 'developer', url: `${projectPath}/proposals`, visitor: false },
    ...(proposal ? [{ name: 'a proposal', user: 'developer' as const, url: `${origin}/proposals/${proposal.id}`, visitor: false }] : []),
    { name: 'sent proposals', user: 'developer', url: `${origin}/proposals`, visitor: false },
    // Issue 23's OEM screens: the project's matched OEMs; the offer's sign-up and the matched list as a user without an OEM.
    { name: 'project OEM matches', user: 'developer', url: `${projectPath}/oems`, visitor: false },
    { name: 'OEM offer', user: 'developer', url: `${origin}/oem`, visitor: false },
    { name: 'OEM matched projects', user: 'developer', url: `${origin}/oems/matches`, visitor: false },
  ];
  // Issue 23's company pages: the demo developer's company and its developer page (when the demo made the company).
  const { company } = await call<{ company: { id: string } | null }>('/company?kind=developer');
  const companyPages: MeasuredPage[] = [
    { name: 'my company', user: 'developer', url: `${origin}/company`, visitor: false },
    ...(company ? [{ name: 'developer page', user: 'developer' as const, url: `${origin}/developers/${company.id}`, visitor: false }] : []),
  ];
  return [
    ...proposalPages,
    ...companyPages,
    { name: '/homepage', user: 'developer', url: `${origin}/homepage`, visitor: false },
    { name: 'project page', user: 'developer', url: projectPath, visitor: false },
    { name: 'assessment page', user: 'developer', url: `${projectPath}/assessments/${project.steps[0].assessments[0].id}`, visitor: false },
    { name: 'monitoring overview', user: 'developer', url: `${monitoring}/`, visitor: false },
    { name: 'reactor page', user: 'developer', url: `${projectPath}/monitoring/${reactor.id}`, visitor: false },
    { name: 'daily form', user: 'developer', url: `${projectPath}/monitoring/${reactor.id}/form`, visitor: false },
    { name: 'evidence files', user: 'developer', url: `${projectPath}/monitoring/files`, visitor: false },
    // Issue 22's evidence checklist and the phone's upload page; issue 24's to-dos tab and support desk.
    { name: 'evidence checklist', user: 'developer', url: `${projectPath}/monitoring/evidence`, visitor: false },
    { name: 'phone uploads', user: 'developer', url: `${monitoring}/uploads`, visitor: false },
    { name: 'to-dos', user: 'developer', url: `${projectPath}?tab=todos`, visitor: false },
    { name: 'support requests', user: 'developer', url: `${origin}/support`, visitor: false },
  ];
}

/** A new investor signs up from the opportunities' page (investor policy) and confirms their address. */
async function investorSignsUp(browser: MeasuredBrowser, origin: string, user: TestUser): Promise<string> {
  const { page } = browser;
  await page.goto(`${origin}/opportunities`);
  await page.getByRole('button', { name: 'Create an investor account' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  if ((await page.getByRole('heading', { level: 1 }).textContent()) === 'Investor sign-in') await page.getByRole('link', { name: 'Create an account' }).click();
  await submitSignUpForm(page, user);
  await page.waitForURL(`${origin}/investor`, { timeout: 60_000 });
  await confirmAddress(page, origin, user);
  return waitForTokenCookie(browser.context, origin);
}

const INVESTOR_PROFILE = {
  organisation: 'Lighthouse Climate Fund',
  ticket_min: 100000,
  ticket_max: 2000000,
  currency: 'EUR',
  instruments: ['equity'],
  regions: ['europe'],
  stages: ['construction'],
  accreditation: 'A professional investor regulated in France.',
};

/** A developer's project, assessed, computed, published and submitted; answers the opportunity's id. */
async function submittedOpportunity(request: APIRequestContext, origin: string, token: string): Promise<string> {
  const call = <T>(method: string, path: string, data?: unknown) => callAs<T>(request, origin, token, method, path, data);
  const templates = await call<{ id: string; slug: string }[]>('GET', '/resources/templates');
  const project = await call<{ id: string }>('POST', '/create_project', {
    name: 'Lighthouse biochar',
    template_id: templates.find((each) => each.slug === 'biochar-readiness')?.id,
  });
  await answerEverything(request, origin, token, project.id);
  await call('POST', '/compute', { project_id: project.id });
  const publication = {
    project_id: project.id,
    title: 'Lighthouse biochar kiln',
    summary: 'A kiln for walnut shells.',
    stage: 'construction',
    instrument: 'equity',
    ticket_min: 100000,
    ticket_max: 900000,
    currency: 'EUR',
    region: 'europe',
  };
  await call('PUT', '/publication', publication);
  return (await call<{ id: string }>('POST', '/publication', { project_id: project.id, action: 'submit' })).id;
}

/**
 * The investor's pages: a developer (set-up browser) publishes an opportunity, staff approve it and activate the
 * investor, the investor signs and asks for the data room, the developer uploads a document and grants its folder.
 * `staff` must be one of the server's ADMIN_EMAILS.
 */
export async function investorPages(browser: MeasuredBrowser, origin: string, staff: TestUser): Promise<MeasuredPage[]> {
  const investor = newTestUser('investor');
  const investorToken = await investorSignsUp(browser, origin, investor);
  const setUp = await launchSetUpBrowser();
  const request = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    const own = await setUp.newContext({ ignoreHTTPSErrors: true });
    const ownPage = await own.newPage();
    await signUpFromHeader(ownPage, origin, newTestUser('developer'));
    const developerToken = await waitForTokenCookie(own, origin);
    const opportunity = await submittedOpportunity(request, origin, developerToken);
    const reviewer = await staffMember(setUp, origin, request, staff, (page) => signUpFromHeader(page, origin, staff));
    const as = <T>(token: string, method: string, path: string, data?: unknown) => callAs<T>(request, origin, token, method, path, data);
    const investorId = (await as<{ user_id: string }>(investorToken, 'PUT', '/investor', INVESTOR_PROFILE)).user_id;
    await as(reviewer.token, 'POST', '/internal/publication', { publication_id: opportunity, decision: 'approve' });
    await as(reviewer.token, 'POST', '/internal/activate', { investor_id: investorId, decision: 'activate' });
    const terms = await as<{ document_sha256: string }>(investorToken, 'GET', `/sign-and-commit-opp/sign?opportunity_id=${opportunity}`);
    await as(investorToken, 'POST', '/sign-and-commit-opp/sign', {
      opportunity_id: opportunity,
      document_sha256: terms.document_sha256,
      typed_full_name: investor.name,
      commitment_amount: 250000,
      currency: 'EUR',
    });
    await as(investorToken, 'POST', '/sign-and-commit-opp/dataroom_request', { opportunity_id: opportunity, message: 'The kiln design, please.' });
    const room = await as<{ folders: { id: string }[] }>(developerToken, 'PUT', '/sign-and-commit-opp/dataroom', {
      action: 'create_folder',
      opportunity_id: opportunity,
      name: 'Technical',
    });
    const folderId = room.folders[0].id;
    const upload = await request.post(`${origin}/api/sign-and-commit-opp/dataroom`, {
      headers: { Authorization: `Bearer ${developerToken}` },
      multipart: {
        data: JSON.stringify({ folder_id: folderId }),
        file: { name: 'kiln-design.pdf', mimeType: 'application/pdf', buffer: await pdfOf('Kiln design', 3) },
      },
    });
    if (upload.status() !== 200) throw new Error(`The upload answered ${upload.status()}: ${await upload.text()}`);
    const file = (await upload.json()) as { id: string };
    const [asked] = await as<{ id: string }[]>(developerToken, 'GET', `/sign-and-commit-opp/dataroom_request?opportunity_id=${opportunity}`);
    await as(developerToken, 'PUT', '/sign-and-commit-opp/dataroom_request', { request_id: asked.id, folder_id: folderId });
    const demo = await demoOpportunityId(origin);
    return [
      { name: 'investor home', user: 'investor', url: `${origin}/investor`, visitor: false },
      { name: 'signing page', user: 'investor', url: `${origin}/opportunities/${demo}/sign`, visitor: false },
      { name: 'data-room viewer', user: 'investor', url: `${origin}/opportunities/${opportunity}/dataroom?file=${file.id}&page=1`, visitor: false },
    ];
  } finally {
    await request.dispose();
    await setUp.close();
  }
}

/**
 * Issue 24's staff console, seen by a staff member: signs up (one of the server's ADMIN_EMAILS), confirms the address
 * from the mail and signs in again, so that the token carries the staff role.
 */
export async function staffPages(browser: MeasuredBrowser, origin: string, staff: TestUser): Promise<MeasuredPage[]> {
  const { page } = browser;
  const request = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    await signUpFromHeader(page, origin, staff);
    await page.goto(linkIn(await waitForMail(request, origin, staff.email, /Confirm your e-mail address/), origin));
    await page.goto(`${origin}/homepage`);
    await logOut(page, origin, staff.name);
    await signInFromHeader(page, origin, staff.email, staff.password);
    await waitForTokenCookie(browser.context, origin);
  } finally {
    await request.dispose();
  }
  return [
    { name: 'staff console', user: 'staff', url: `${origin}/staff`, visitor: false },
    { name: 'staff users', user: 'staff', url: `${origin}/staff/users`, visitor: false },
    { name: 'staff support inbox', user: 'staff', url: `${origin}/staff/support`, visitor: false },
  ];
}
