import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { projects } from '@/server/db/schema';
import type { Account } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import { createAnswersService, createAssessmentsService, createComputeService } from '@/server/modules/assessments/public';
import { createProjectsService, type Caller } from '@/server/modules/projects/public';
import { createResourcesService } from '@/server/modules/resources/public';
import { ensureActiveUser } from '@/server/modules/users/public';
import { createStorage } from '@/server/storage';
import { DEMO_ANSWERS, DEMO_PROJECT_NAME, DEMO_TEMPLATE_SLUG } from './demo-project-answers';

/**
 * Gives the demo account its sample biochar project when it owns none (first start, or after the visitor deleted
 * it): created, answered, completed and computed through the same services as the API, so it is exactly what a
 * person working through the questionnaire would have. Returns the project's id, or null when one was there.
 */
export async function ensureDemoProject(db: Database, issuer: string, account: Account, logger: Logger): Promise<string | null> {
  // The demo account's user record, as its first API call would create it (keyed by the provider's issuer and the
  // account id, the tokens' `sub`).
  const user = await ensureActiveUser(db, {
    issuer,
    subject: account.id,
    email: account.email,
    name: account.name,
    emailVerified: account.emailVerified,
    company: account.company,
  });
  const [owned] = await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, user.id)).limit(1);
  if (owned) return null;

  const caller: Caller = { user, accessKey: undefined };
  const template = await createResourcesService(db).getTemplate({ slug: DEMO_TEMPLATE_SLUG });
  const project = await createProjectsService({ db, storage: createStorage(process.env), logger }).create(caller, { name: DEMO_PROJECT_NAME, template_id: template.id }, 'en');
  const answers = createAnswersService(db);
  const assessments = createAssessmentsService(db);
  const idOf = new Map(project.steps.flatMap((step) => step.assessments).map((assessment) => [assessment.definition_id, assessment.id]));
  for (const planned of DEMO_ANSWERS) {
    const assessmentId = idOf.get(planned.assessment);
    if (!assessmentId) throw new Error(`The demo template has no assessment "${planned.assessment}"`);
    for (const [questionId, value] of planned.answers) {
      await answers.save({ assessment_id: assessmentId, question_id: questionId, value, base_version: 0 }, caller);
    }
    if (planned.complete) await assessments.complete(assessmentId, caller, 'en');
  }
  await createComputeService(db).run(project.id, caller, 'en');
  return project.id;
}
