import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { projects } from '@/server/db/schema';
import type { ApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { createMailSender } from '@/server/mail/sender';
import { createAnswersService, createAssessmentsService, createComputeService } from '@/server/modules/assessments/public';
import { createPublicationService } from '@/server/modules/opportunities/public';
import { createProjectsService, type Caller } from '@/server/modules/projects/public';
import { createResourcesService } from '@/server/modules/resources/public';
import { createUsersService, ensureActiveUser } from '@/server/modules/users/public';
import { createStorage } from '@/server/storage';
import { DEMO_OPPORTUNITY_PROJECT_NAME, DEMO_PUBLICATION, DEMO_READY_ANSWERS } from './demo-opportunity-answers';
import { DEMO_TEMPLATE_SLUG, type DemoAssessmentAnswers } from './demo-project-answers';

/** The demo opportunity's developer and reviewer: user records of the built-in provider's issuer that no one signs in as. */
const DEMO_DEVELOPER = { subject: 'demo-opportunity-developer', email: 'cooperative@demo.groundwork.eco', name: 'Rhône biochar cooperative' };
const DEMO_REVIEWER = { subject: 'demo-opportunity-reviewer', email: 'review@demo.groundwork.eco', name: 'Groundwork team' };
const SEED_REQUEST = 'demo-data';

/** Answers, completes (in template order) and computes a project as a person working through it would. */
export async function answerProject(db: Database, projectId: string, caller: Caller, planned: DemoAssessmentAnswers[], idOf: Map<string, string>): Promise<void> {
  const answers = createAnswersService(db);
  const assessments = createAssessmentsService(db);
  for (const step of planned) {
    const assessmentId = idOf.get(step.assessment);
    if (!assessmentId) throw new Error(`The demo template has no assessment "${step.assessment}"`);
    for (const [questionId, value] of step.answers) {
      await answers.save({ assessment_id: assessmentId, question_id: questionId, value, base_version: 0 }, caller);
    }
    if (step.complete) await assessments.complete(assessmentId, caller, 'en');
  }
  await createComputeService(db).run(projectId, caller, 'en');
}

/**
 * One published opportunity, so that the opportunity screens show something on a fresh start: a second demo
 * project, assessed to the end and computed above the readiness threshold, whose publication is written, submitted
 * and approved through the publication service (the API's rules, audit trail included). Skipped once its project
 * exists. Returns the opportunity's id, or null when it was there.
 */
export async function ensureDemoOpportunity(db: Database, issuer: string, settings: ApiSettings, logger: Logger): Promise<string | null> {
  const identity = (who: typeof DEMO_DEVELOPER) => ({ issuer, subject: who.subject, email: who.email, name: who.name, emailVerified: false, company: null });
  const developer = await ensureActiveUser(db, identity(DEMO_DEVELOPER));
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, developer.id), eq(projects.name, DEMO_OPPORTUNITY_PROJECT_NAME)))
    .limit(1);
  if (existing) return null;

  const caller: Caller = { user: developer, accessKey: undefined };
  const template = await createResourcesService(db).getTemplate({ slug: DEMO_TEMPLATE_SLUG });
  const project = await createProjectsService({ db, storage: createStorage(process.env), logger }).create(
    caller,
    { name: DEMO_OPPORTUNITY_PROJECT_NAME, template_id: template.id },
    'en',
  );
  const idOf = new Map(project.steps.flatMap((step) => step.assessments).map((assessment) => [assessment.definition_id, assessment.id]));
  await answerProject(db, project.id, caller, DEMO_READY_ANSWERS, idOf);

  // No mail: the demo's developer and reviewer have no mailbox.
  const users = createUsersService({ db, auth: settings.auth, cacheSeconds: 0 });
  const publications = createPublicationService({ db, users, mail: createInvestmentMailer(createMailSender({ logger, appOrigin: settings.appOrigin })) });
  const input = { ...DEMO_PUBLICATION, project_id: project.id, teaser_file_ids: [], public_fields: [...DEMO_PUBLICATION.public_fields] };
  await publications.save(input, caller, SEED_REQUEST);
  const submitted = await publications.act({ project_id: project.id, action: 'submit' }, caller, SEED_REQUEST);
  const reviewer = await ensureActiveUser(db, identity(DEMO_REVIEWER));
  await publications.decide(reviewer, { publication_id: submitted.id, decision: 'approve' }, SEED_REQUEST);
  return submitted.id;
}
