// Issue 23's demo data: the five verified demo OEMs with every match computed (R-23.41), and the demo proposal of the
// first verified OEM on the demo project, loaded by the demo's part of the server's start, seen through the API.
import { eq, inArray } from 'drizzle-orm';
import type { ProjectMatches } from '@/lib/schemas/oem-matches';
import { LISTED_MATCH_SCORE } from '@/lib/schemas/oem-constants';
import type { Oem } from '@/lib/schemas/oems';
import type { ProjectList } from '@/lib/schemas/projects';
import type { ProposalSummary } from '@/lib/schemas/proposals';
import { ensureDemoCompany } from '@/server/db/demo-company';
import { DEMO_OEMS } from '@/server/db/demo-oem-offers';
import { seedDemoOems } from '@/server/db/demo-oems';
import { DEMO_PROJECT_NAME } from '@/server/db/demo-project-answers';
import { seedDemoProposal } from '@/server/db/demo-proposal';
import { SEED_LOCK_KEY, withDatabaseLock } from '@/server/db/migrate';
import { companies, companyMembers, oemMatches, oemProjectFacts, projects, proposals, users } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { DEMO_ACCOUNT, findAccountByEmail } from '@/server/idp/accounts';
import { createLogger } from '@/server/logger';
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { signUpBody } from './helpers/oems';

jest.setTimeout(180_000);

const logger = createLogger({ level: 'silent' });
const appOrigin = process.env.APP_ORIGIN;
let t: TestApp;
let staff: string;
let demoToken: string;
let demoProjectId: string;

const json = async <Body>(pending: Promise<Response>): Promise<Body> => {
  const response = await pending;
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as Body;
};

/** The demo's part of the server's start (`openAppDatabase` in server/bootstrap.ts), in its order and locks. */
async function demoStart(): Promise<void> {
  const database = t.database;
  await withDatabaseLock(database, SEED_LOCK_KEY, () =>
    seedDemoData(database.db, logger)
      .then(() => ensureDemoCompany(database, logger))
      .then(() => seedDemoOems(database.db, logger)),
  );
  await withDatabaseLock(database, SEED_LOCK_KEY, () => seedDemoProposal(database.db, logger));
}

const verifiedOems = async () => (await json<{ items: Oem[] }>(t.request('/internal/oems?status=verified&page_size=50', { token: staff }))).items;
const demoProposals = () => json<ProposalSummary[]>(t.request(`/proposals?project_id=${demoProjectId}`, { token: demoToken }));

beforeAll(async () => {
  t = await createTestApp();
  // The server's settings and the start's agree on the built-in provider: the demo's users are the tokens' users.
  process.env.APP_ORIGIN = TEST_ORIGIN;
  await seedDemoData(t.database.db, logger);
  const account = await findAccountByEmail(t.database.db, DEMO_ACCOUNT.email);
  demoToken = await t.tokens.mint({ sub: account!.id, email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });
  const list = await json<ProjectList>(t.request('/projects', { token: demoToken }));
  demoProjectId = list.items.find((item) => item.name === DEMO_PROJECT_NAME)!.id;
  staff = (await t.signIn({ name: 'Sam Staff', email: ADMIN_EMAIL })).token;
  // An OEM signs up before the demo OEMs exist, and stays pending verification.
  const member = await t.signIn({ name: 'Pia Pioneer', email: 'pia@pioneer.test' });
  await json<Oem>(t.request('/oem', { method: 'PUT', token: member.token, json: signUpBody('Pioneer Pyrolysis GmbH') }));
});

afterAll(async () => {
  if (appOrigin === undefined) delete process.env.APP_ORIGIN;
  else process.env.APP_ORIGIN = appOrigin;
  await t?.close();
});

describe('the demo OEMs where the demo does not run (R-23.41)', () => {
  it('are not seeded while Azure AD B2C signs users in (no built-in provider)', async () => {
    const tenant = process.env.B2C_TENANT;
    process.env.B2C_TENANT = 'groundwork-test';
    try {
      await seedDemoOems(t.database.db, logger);
    } finally {
      if (tenant === undefined) delete process.env.B2C_TENANT;
      else process.env.B2C_TENANT = tenant;
    }
    const oems = await t.database.db.select({ name: companies.legalName }).from(companies).where(eq(companies.kind, 'oem'));
    expect(oems.map((oem) => oem.name)).toEqual(['Pioneer Pyrolysis GmbH']);
  });
});

describe('the demo proposal while no OEM is verified (R-23.69)', () => {
  it('is not made: an OEM pending verification sends nothing', async () => {
    expect(await verifiedOems()).toEqual([]);
    expect(await seedDemoProposal(t.database.db, logger)).toBeNull();
    expect(await demoProposals()).toEqual([]);
  });
});

describe('the demo start', () => {
  beforeAll(demoStart);

  it('seeds the five demo OEMs, verified with their offers, and computes every match (R-23.41)', async () => {
    const verified = await verifiedOems();
    const demo = verified;
    expect(demo.map((oem) => oem.legal_name).sort()).toEqual(DEMO_OEMS.map((oem) => oem.legalName).sort());
    for (const seeded of DEMO_OEMS) {
      const oem = demo.find((each) => each.legal_name === seeded.legalName);
      expect(oem).toMatchObject({ status: 'verified', country: seeded.country, description: seeded.description, offer: seeded.offer });
    }

    // The developer's matches for the demo project list every verified OEM, each criterion explained.
    const page = await json<ProjectMatches>(t.request(`/oems/project?project_id=${demoProjectId}`, { token: demoToken }));
    expect(page.matches.map((match) => match.legal_name).sort()).toEqual(verified.map((oem) => oem.legal_name).sort());
    for (const match of page.matches) expect(match.criteria.length).toBeGreaterThan(0);

    // Computed and stored at the start: every project's facts, and the listed matches the OEMs' lists read.
    const allProjects = await t.database.db.select({ id: projects.id }).from(projects);
    const facts = await t.database.db.select({ id: oemProjectFacts.projectId }).from(oemProjectFacts);
    expect(facts.map((row) => row.id).sort()).toEqual(allProjects.map((row) => row.id).sort());
    const demoIds = demo.map((oem) => oem.company_id);
    const stored = await t.database.db
      .select({ companyId: oemMatches.companyId, projectId: oemMatches.projectId, score: oemMatches.score })
      .from(oemMatches)
      .where(inArray(oemMatches.companyId, demoIds));
    const listed = page.matches.filter((match) => demoIds.includes(match.company_id) && !match.excluded && match.score >= LISTED_MATCH_SCORE);
    expect(listed.length).toBeGreaterThan(0);
    const ofDemoProject = stored.filter((row) => row.projectId === demoProjectId);
    expect(ofDemoProject.map((row) => [row.companyId, row.score]).sort()).toEqual(listed.map((match) => [match.company_id, match.score]).sort());
  });

  it('gives each demo OEM its sales contact, an OEM admin member', async () => {
    for (const oem of await verifiedOems()) {
      const members = await t.database.db
        .select({ role: companyMembers.role, roles: users.roles, name: users.name })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, oem.company_id));
      expect(members).toEqual([{ role: 'admin', roles: expect.arrayContaining(['oem']), name: `${oem.legal_name}, sales` }]);
    }
  });

  it('sends one proposal from the first demo OEM, by its sales contact, on the demo project (R-23.69)', async () => {
    const [first] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.legalName, DEMO_OEMS[0].legalName));
    const [proposal, ...others] = await demoProposals();
    expect(others).toEqual([]);
    expect(proposal).toMatchObject({ company_id: first.id, project_id: demoProjectId, status: 'open', current_version: 1 });
    expect(proposal.current).toMatchObject({ model: 'Continuous pyrolysis line, 1,500 t of feedstock a year', price_amount: 1_250_000, currency: 'EUR' });
    const [row] = await t.database.db.select({ name: users.name }).from(proposals).innerJoin(users, eq(users.id, proposals.sentBy)).where(eq(proposals.id, proposal.id));
    expect(row.name).toBe(`${DEMO_OEMS[0].legalName}, sales`);
  });

  it('adds nothing at a second start: still five demo OEMs, their matches, and one proposal', async () => {
    const before = await t.database.db.select().from(oemMatches);
    await demoStart();
    const names = DEMO_OEMS.map((oem) => oem.legalName);
    const rows = await t.database.db.select({ name: companies.legalName }).from(companies).where(inArray(companies.legalName, names));
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
    expect(await verifiedOems()).toHaveLength(DEMO_OEMS.length);
    expect(await t.database.db.select().from(oemMatches)).toHaveLength(before.length);
    expect(await demoProposals()).toHaveLength(1);
  });
});
