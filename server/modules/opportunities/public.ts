/**
 * Opportunities' public surface: the routes of publications and their review, the published list, information
 * requests and investor details. It reaches projects, assessments (the stored results), investors and the audit
 * trail through their public.ts.
 */
export { registerOpportunityRoutes } from './routes';
