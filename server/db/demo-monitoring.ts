import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { projects } from '@/server/db/schema';
import { ensureDemoAccount, type Account } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import type { ArtefactDeps } from '@/server/modules/artefacts/public';
import { ensureDemoEvidence } from '@/server/modules/evidence/public';
import { ensureDemoPlant, findMonitoringByProject } from '@/server/modules/monitoring/public';
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

/**
 * Gives the demo plant's two closed batches their evidence once the plant exists: photos through the
 * artefacts intake, which needs the storage and the job queue the running services own, hence a step of its own.
 */
export async function ensureDemoEvidenceFiles(deps: ArtefactDeps, issuer: string): Promise<number> {
  const account = await ensureDemoAccount(deps.db);
  const user = await ensureActiveUser(deps.db, {
    issuer,
    subject: account.id,
    email: account.email,
    name: account.name,
    emailVerified: account.emailVerified,
    company: account.company,
  });
  const [project] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, user.id), eq(projects.name, DEMO_PROJECT_NAME)))
    .limit(1);
  const monitoring = project && (await findMonitoringByProject(deps.db, project.id));
  return monitoring ? ensureDemoEvidence(deps, monitoring.id, user.id) : 0;
}
