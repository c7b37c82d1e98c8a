// Issue 23: companies and their members, invitations honoured only once the address is confirmed,
// the profile migration and `/profiles` on the company, autofill from the project's company.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { CompanyProject } from '@/lib/schemas/companies';
import type { ProjectDetail } from '@/lib/schemas/projects';
import { companies, companyFiles, companyMembers, companyProjects, profiles } from '@/server/db/schema';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createDeveloperCompany, invitationToken, viewOf } from './helpers/companies';
import { recordingMailer } from './helpers/opportunities';
import { assessmentOf, createProject, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;
const mail = recordingMailer();

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: mail }) });
});
afterAll(async () => t?.close());

describe('a company, its members and invitations', () => {
  it('honours an invitation only once the invitee confirmed the address, mailed in their language', async () => {
    const { admin, view } = await createDeveloperCompany(t, 'Ceres');
    expect(view).toMatchObject({ role: 'admin', company: { legal_name: 'Ceres Biochar SAS', country: 'FR', kind: 'developer' } });
    // The colleague signed up in French, address not yet confirmed.
    const unconfirmed = await t.signIn({ sub: 'colleague-ceres', name: 'Chloé', email: 'chloe@example.test', emailVerified: false });
    await t.request('/me', { token: unconfirmed.token, headers: { language: 'fr' } });
    const invited = await viewOf(await t.request('/company/invitations', { token: admin.token, json: { kind: 'developer', email: 'Chloe@Example.test', role: 'member' } }));
    expect(invited.invitations.map((invitation) => [invitation.email, invitation.role])).toEqual([['chloe@example.test', 'member']]);
    const letter = mail.sent.find((message) => message.to === 'chloe@example.test');
    // No account has confirmed the address yet: the mail is in the inviter's language, the one known to be read.
    expect(letter?.subject).toBe('Ceres Admin invites you to join Ceres Biochar SAS on Groundwork');
    const token = invitationToken(mail.sent, 'chloe@example.test');

    const preview = await (await t.request(`/company/invitation?token=${token}`, { token: unconfirmed.token })).json();
    expect(preview).toMatchObject({ company_name: 'Ceres Biochar SAS', can_join: false, reason: 'unconfirmed' });
    const early = await t.request('/company/invitation', { token: unconfirmed.token, json: { token } });
    expect(early.status).toBe(403);
    expect((await viewOf(await t.request('/company', { token: unconfirmed.token }))).company).toBeNull();

    // Someone else holding the link hears of no invitation.
    const other = await t.signIn({ name: 'Other', email: 'other.ceres@example.test' });
    expect((await t.request('/company/invitation', { token: other.token, json: { token } })).status).toBe(404);

    const confirmed = await t.signIn({ sub: 'colleague-ceres', name: 'Chloé', email: 'chloe@example.test', emailVerified: true });
    const joined = await viewOf(await t.request('/company/invitation', { token: confirmed.token, json: { token } }));
    expect(joined).toMatchObject({ role: 'member', company: { legal_name: 'Ceres Biochar SAS' } });
    expect(joined.members.map((member) => member.role).sort()).toEqual(['admin', 'member']);
    // A link works once.
    expect((await t.request('/company/invitation', { token: confirmed.token, json: { token } })).status).toBe(409);
  });

  it('lets only admins edit, keeps the last admin, and asks before a removal', async () => {
    const { admin } = await createDeveloperCompany(t, 'Demeter');
    const member = await t.signIn({ name: 'Dora', email: 'dora@example.test' });
    await t.request('/me', { token: member.token, headers: { language: 'fr' } });
    await t.request('/company/invitations', { token: admin.token, json: { kind: 'developer', email: 'dora@example.test', role: 'member' } });
    // A confirmed address of a French account: the mail is in French.
    expect(mail.sent.find((message) => message.to === 'dora@example.test')?.subject).toBe('Demeter Admin vous invite à rejoindre Demeter Biochar SAS sur Groundwork');
    await viewOf(await t.request('/company/invitation', { token: member.token, json: { token: invitationToken(mail.sent, 'dora@example.test') } }));

    expect((await t.request('/company', { method: 'PUT', token: member.token, json: { kind: 'developer', description: 'Mine now' } })).status).toBe(403);
    expect((await t.request('/company/invitations', { token: member.token, json: { kind: 'developer', email: 'x@example.test', role: 'admin' } })).status).toBe(403);
    const updated = await viewOf(
      await t.request('/company', { method: 'PUT', token: admin.token, json: { kind: 'developer', description: 'Kilns in the Landes', sectors: ['biochar'] } }),
    );
    expect(updated.company).toMatchObject({ description: 'Kilns in the Landes', sectors: ['biochar'] });

    const bad = await t.request('/company', { method: 'PUT', token: admin.token, json: { kind: 'developer', country: 'France' } });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toContain('two-letter');

    const noConfirm = await t.request('/company/members', { method: 'DELETE', token: admin.token, json: { kind: 'developer', user_id: member.id } });
    expect(noConfirm.status).toBe(400);
    const lastAdmin = await t.request('/company/members', { method: 'DELETE', token: admin.token, json: { kind: 'developer', user_id: admin.id, confirm: true } });
    expect([lastAdmin.status, ((await lastAdmin.json()) as { detail: { reason: string } }).detail.reason]).toEqual([409, 'last_admin']);
    expect((await t.request('/company/members', { method: 'PATCH', token: admin.token, json: { kind: 'developer', user_id: admin.id, role: 'member' } })).status).toBe(409);

    await viewOf(await t.request('/company/members', { method: 'PATCH', token: admin.token, json: { kind: 'developer', user_id: member.id, role: 'admin' } }));
    const left = await viewOf(await t.request('/company/members', { method: 'DELETE', token: admin.token, json: { kind: 'developer', user_id: admin.id, confirm: true } }));
    expect(left.company).toBeNull();
    expect((await t.request('/company', { token: admin.token, json: { kind: 'developer', legal_name: 'Second' } })).status).toBe(200);
    expect((await t.request('/company', { token: admin.token, json: { kind: 'developer', legal_name: 'Third' } })).status).toBe(409);
  });

  it('links a project only for a member who owns or edits it, and autofill reads the project’s company', async () => {
    const { admin } = await createDeveloperCompany(t, 'Gaia');
    const project = await createProject(t, admin.token, await templateId(t), 'Gaia kiln');
    const outsider = await t.signIn({ name: 'Outsider', email: 'outsider.gaia@example.test' });
    expect((await t.request('/company_project', { token: outsider.token, json: { project_id: project.id } })).status).toBe(404);
    const linked = await t.request('/company_project', { token: admin.token, json: { project_id: project.id } });
    expect(linked.status).toBe(200);
    const list = (await (await t.request('/company_projects', { token: admin.token })).json()) as CompanyProject[];
    expect(list.map((item) => item.name)).toEqual(['Gaia kiln']);
    expect((await t.request('/company_projects', { token: outsider.token })).status).toBe(404);

    // The other company's admin may not take it over.
    const { admin: rival } = await createDeveloperCompany(t, 'Rival');
    await t.request('/share', { token: admin.token, json: { kind: 'invite', project_id: project.id, email: 'admin.rival@example.test', right: 'edit' } });
    const taken = await t.request('/company_project', { token: rival.token, json: { project_id: project.id } });
    expect(taken.status).toBe(409);

    // /profiles is the company now.
    const profile = (await (await t.request('/profiles', { token: admin.token })).json()) as { company_name: string; country: string };
    expect(profile).toMatchObject({ company_name: 'Gaia Biochar SAS', country: 'FR' });
    await t.request('/profiles', { method: 'PUT', token: admin.token, json: { sector: 'Biochar', employees: 12 } });
    const view = await viewOf(await t.request('/company', { token: admin.token }));
    expect(view.company).toMatchObject({ sectors: ['Biochar'], employees: 12 });

    const unlinked = await t.request('/company_project', { method: 'DELETE', token: admin.token, json: { project_id: project.id } });
    expect(unlinked.status).toBe(200);
    expect((await (await t.request('/company_projects', { token: admin.token })).json()) as unknown[]).toEqual([]);
  });
});

describe('autofill’s company profile (R-23.11)', () => {
  /** What `POST /autofill` proposes from the company profile for the project's first assessment, by question. */
  async function fromProfile(token: string, project: ProjectDetail): Promise<Record<string, unknown>> {
    const response = await t.request('/autofill', { token, json: { assessment_id: assessmentOf(project, 'project_profile') } });
    expect(response.status).toBe(200);
    const { proposals } = (await response.json()) as { proposals: { question_id: string; value: unknown; source: string }[] };
    return Object.fromEntries(proposals.filter((proposal) => proposal.source === 'profile').map((proposal) => [proposal.question_id, proposal.value]));
  }
  /** A personal profile from before companies (kept by the migration), written as the seed wrote it. */
  async function personalProfile(userId: string, country: string): Promise<void> {
    const fields = { companyName: 'Personal', country, website: 'https://personal.example', employees: 3 };
    await t.database.db
      .insert(profiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: profiles.userId, set: fields });
  }

  it('reads the company the project is linked to, else the caller’s developer company, else their personal profile', async () => {
    const template = await templateId(t);
    // The caller: a developer company of their own, and a personal profile from before.
    const { admin: caller } = await createDeveloperCompany(t, 'Helios');
    await viewOf(await t.request('/company', { method: 'PUT', token: caller.token, json: { kind: 'developer', country: 'KE', website: 'https://helios.example', employees: 8 } }));
    await personalProfile(caller.id, 'SE');
    // A partner company, whose admin edits the caller's project and links it to the partner.
    const { admin: partner } = await createDeveloperCompany(t, 'Nereus');
    await viewOf(
      await t.request('/company', { method: 'PUT', token: partner.token, json: { kind: 'developer', country: 'GH', website: 'https://nereus.example', employees: 40 } }),
    );
    const project = await createProject(t, caller.token, template, 'Shared kiln');
    const share = { kind: 'invite', project_id: project.id, email: 'admin.nereus@example.test', right: 'edit' };
    expect((await t.request('/share', { token: caller.token, json: share })).status).toBe(200);
    expect((await t.request('/company_project', { token: partner.token, json: { project_id: project.id } })).status).toBe(200);

    expect(await fromProfile(caller.token, project)).toEqual({ project_country: 'GH', developer_website: 'https://nereus.example', team_size: 40 });
    // Unlinked, the same project reads the caller's own developer company.
    expect((await t.request('/company_project', { method: 'DELETE', token: partner.token, json: { project_id: project.id } })).status).toBe(200);
    expect(await fromProfile(caller.token, project)).toEqual({ project_country: 'KE', developer_website: 'https://helios.example', team_size: 8 });

    // Someone without a developer company: their personal profile.
    const loner = await t.signIn({ name: 'Lone Developer', email: 'lone@example.test' });
    await personalProfile(loner.id, 'UG');
    expect(await fromProfile(loner.token, await createProject(t, loner.token, template, 'Lone kiln'))).toEqual({
      project_country: 'UG',
      developer_website: 'https://personal.example',
      team_size: 3,
    });
  });
});

describe('the profile migration (R-23.9)', () => {
  it('makes a developer company of every profile with something in it, its owner admin, its projects linked, its logo kept', async () => {
    const db = t.database.db;
    const full = await t.signIn({ name: 'Frida Full', email: 'frida@example.test' });
    const empty = await t.signIn({ name: 'Emil Empty', email: 'emil@example.test' });
    const project = await createProject(t, full.token, await templateId(t), 'Frida kiln');
    const filled = { companyName: 'Frida Carbon', country: 'SE', website: 'https://frida.example', bio: 'Kilns', sector: 'Forestry', employees: 7, foundedYear: 2019 };
    await db
      .insert(profiles)
      .values({ userId: full.id, ...filled })
      .onConflictDoUpdate({ target: profiles.userId, set: filled });
    await db.insert(profiles).values({ userId: empty.id }).onConflictDoNothing();
    await db.execute(
      sql`insert into profile_logos (user_id, path, name, content_type, size, sha256) values (${full.id}, 'frida/logo.png', 'logo.png', 'image/png', 68, ${'a'.repeat(64)})`,
    );
    const migration = readFileSync(join(process.cwd(), 'server/db/migrations/0023_companies_oems_proposals_todos.sql'), 'utf8');
    const block = migration.slice(migration.indexOf('-- ===== custom SQL: the profile migration'), migration.indexOf('-- ===== end of the profile migration'));
    for (const statement of block.split('--> statement-breakpoint')) {
      const code = statement.replace(/^--.*$/gm, '').trim();
      if (code) await db.execute(sql.raw(code));
    }
    const made = await db
      .select()
      .from(companies)
      .where(sql`${companies.migratedFromProfile} = ${full.id}`);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      kind: 'developer',
      legalName: 'Frida Carbon',
      country: 'SE',
      website: 'https://frida.example',
      description: 'Kilns',
      sectors: ['Forestry'],
      employees: 7,
      foundedYear: 2019,
    });
    expect(
      await db
        .select()
        .from(companies)
        .where(sql`${companies.migratedFromProfile} = ${empty.id}`),
    ).toHaveLength(0);
    const members = await db
      .select()
      .from(companyMembers)
      .where(sql`${companyMembers.companyId} = ${made[0].id}`);
    expect(members.map((member) => [member.userId, member.role])).toEqual([[full.id, 'admin']]);
    const links = await db
      .select()
      .from(companyProjects)
      .where(sql`${companyProjects.companyId} = ${made[0].id}`);
    expect(links.map((link) => link.projectId)).toEqual([project.id]);
    const logos = await db
      .select()
      .from(companyFiles)
      .where(sql`${companyFiles.companyId} = ${made[0].id}`);
    expect(logos.map((logo) => [logo.purpose, logo.area, logo.path])).toEqual([['logo', 'profiles', 'frida/logo.png']]);
    // The profile rows stay; /profiles reads the company.
    expect(
      (
        await db
          .select()
          .from(profiles)
          .where(sql`${profiles.userId} = ${full.id}`)
      )[0].companyName,
    ).toBe('Frida Carbon');
    const profile = (await (await t.request('/profiles', { token: full.token })).json()) as { company_name: string; logo: { name: string } | null };
    expect(profile).toMatchObject({ company_name: 'Frida Carbon', logo: { name: 'logo.png' } });
  });
});
