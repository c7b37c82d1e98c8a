import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { projects } from '@/server/db/schema';
import { ensureDemoAccount } from '@/server/idp/accounts';
import { readApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import { createCompany, linkDemoProject, membershipOfKind } from '@/server/modules/companies/public';
import { ensureActiveUser } from '@/server/modules/users/public';
import { DEMO_PROJECT_NAME } from './demo-project-answers';

/** The demo developer's company (issue 23, R-23.19). */
export const DEMO_COMPANY_NAME = 'Groundwork Demo Biochar Ltd';

/**
 * Gives the demo developer a developer company, with the demo project linked, once (with the built-in provider only,
 * like the other demo data); idempotent, and a failure leaves the rest of the start running.
 */
export async function ensureDemoCompany(database: DatabaseHandle, logger: Logger): Promise<void> {
  const { db } = database;
  try {
    const issuer = readApiSettings(process.env).auth.builtInIssuer;
    if (!issuer) return;
    const account = await ensureDemoAccount(db);
    const user = await ensureActiveUser(db, {
      issuer,
      subject: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      company: account.company,
    });
    const company =
      (await membershipOfKind(db, user.id, 'developer'))?.company ??
      (await createCompany(db, user.id, {
        kind: 'developer',
        legalName: DEMO_COMPANY_NAME,
        country: 'KE',
        sectors: ['Biochar', 'Agriculture'],
        description: 'Biochar from coffee husks and maize cobs, with farmers of the region.',
      }));
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.ownerId, user.id), eq(projects.name, DEMO_PROJECT_NAME)))
      .limit(1);
    if (project) await linkDemoProject(db, company.id, project.id, user.id);
  } catch (error) {
    logger.error({ err: error }, 'the demo company could not be made');
  }
}
