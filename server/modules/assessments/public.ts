/** Assessments' public surface: the routes, and the services the demo data goes through (as the API does). */
export { registerAssessmentRoutes } from './routes';
export { createAnswersService } from './answers-service';
export { createAssessmentsService } from './service';
export { createComputeService } from './compute-service';
/** The latest stored compute results of a project (no access check: the caller has made it). */
export { findComputeResult } from './repository';
/** The readiness results of a project's current answers, not stored (the to-dos' check after an answer, R-24.5). */
export { computeResult } from './compute-service';
