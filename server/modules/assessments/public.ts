/** Assessments' public surface: the routes, and the services the demo data goes through (as the API does). */
export { registerAssessmentRoutes } from './routes';
export { createAnswersService } from './answers-service';
export { createAssessmentsService } from './service';
export { createComputeService } from './compute-service';
/** The latest stored compute results of a project (no access check: the caller has made it). */
export { findComputeResult } from './repository';
