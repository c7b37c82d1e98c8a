/** Assessments' public surface: the routes, the services the demo data goes through, and the template engine. */
export { registerAssessmentRoutes } from './routes';
export { createAnswersService } from './answers-service';
export { createAssessmentsService } from './service';
export { createComputeService } from './compute-service';
export { isAnswered } from './answered';
export { assessmentFigures, percent, projectProgress } from './progress';
export { indexTemplate, isRequired, localize, localizeOrNull, type TemplateIndex } from './template-index';
export { visibleQuestions } from './visibility';
