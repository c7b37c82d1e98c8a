import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { projects, users } from '@/server/db/schema';
import type { Account } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import { createAnswersService } from '@/server/modules/assessments/answers-service';
import { createComputeService } from '@/server/modules/assessments/compute-service';
import { createAssessmentsService } from '@/server/modules/assessments/service';
import type { Caller } from '@/server/modules/projects/access';
import { createProjectsService } from '@/server/modules/projects/service';
import { createResourcesService } from '@/server/modules/resources/service';
import { findUserByIdentity, insertProvisioningUser, completeProvisioning } from '@/server/modules/users/repository';
import { toCurrentUser } from '@/server/modules/users/service';
import { createStorage } from '@/server/storage';
import { DEMO_ANSWERS, DEMO_PROJECT_NAME, DEMO_TEMPLATE_SLUG } from './demo-project-answers';

/**
 * The demo account's user record, as its first API call would create it: keyed by the built-in provider's issuer
 * and the account id (the tokens' `sub`).
 */
async function ensureDemoUser(db: Database, issuer: string, account: Account) {
  const existing = await findUserByIdentity(db, issuer, account.id);
  if (existing?.status === 'active') return existing;
  const row =
    existing ??
    (await insertProvisioningUser(db, { issuer, subject: account.id, email: account.email, name: account.name, roles: ['developer'] })) ??
    (await findUserByIdentity(db, issuer, account.id));
  if (!row) throw new Error('The demo user could not be created');
  const active = await completeProvisioning(db, row.id);
  const [verified] = await db
    .update(users)
    .set({ emailVerified: account.emailVerified, company: account.company })
    .where(eq(users.id, active.id))
    .returning();
  return verified ?? active;
}

/**
 * Gives the demo account its sample biochar project when it owns none (first start, or after the visitor deleted
 * it): created, answered, completed and computed through the same services as the API, so it is exactly what a
 * person working through the questionnaire would have. Returns the project's id, or null when one was there.
 */
export async function ensureDemoProject(db: Database, issuer: string, account: Account, logger: Logger): Promise<string | null> {
  const user = await ensureDemoUser(db, issuer, account);
  const [owned] = await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, user.id)).limit(1);
  if (owned) return null;

  const caller: Caller = { user: toCurrentUser(user), accessKey: undefined };
  const template = await createResourcesService(db).getTemplate({ slug: DEMO_TEMPLATE_SLUG });
  const project = await createProjectsService({ db, storage: createStorage(process.env), logger }).create(
    caller,
    { name: DEMO_PROJECT_NAME, templateId: template.id },
    'en',
  );
  const answers = createAnswersService(db);
  const assessments = createAssessmentsService(db);
  const idOf = new Map(project.steps.flatMap((step) => step.assessments).map((assessment) => [assessment.definitionId, assessment.id]));
  for (const planned of DEMO_ANSWERS) {
    const assessmentId = idOf.get(planned.assessment);
    if (!assessmentId) throw new Error(`The demo template has no assessment "${planned.assessment}"`);
    for (const [questionId, value] of planned.answers) {
      await answers.save({ assessmentId, questionId, value, baseVersion: 0 }, caller);
    }
    if (planned.complete) await assessments.complete(assessmentId, caller, 'en');
  }
  await createComputeService(db).run(project.id, caller, 'en');
  return project.id;
}
