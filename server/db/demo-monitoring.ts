import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { projects } from '@/server/db/schema';
import type { Account } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import { ensureDemoPlant } from '@/server/modules/monitoring/public';
import { ensureActiveUser } from '@/server/modules/users/public';
import { DEMO_PROJECT_NAME } from './demo-project-answers';

/**
 * Gives the demo account's sample project its monitored site (a reactor the simulator makes report, see
 * `startMonitoringBackground`) when it has none. Answers the monitoring's id, or null when there was nothing to do.
 */
export async function ensureDemoMonitoring(db: Database, issuer: string, account: Account, logger: Logger): Promise<string | null> {
  const user = await ensureActiveUser(db, {
    issuer,
    subject: account.id,
    email: account.email,
    name: account.name,
    emailVerified: account.emailVerified,
    company: account.company,
  });
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, user.id), eq(projects.name, DEMO_PROJECT_NAME)))
    .limit(1);
  return project ? ensureDemoPlant(db, project.id, { user, accessKey: undefined }, logger) : null;
}
