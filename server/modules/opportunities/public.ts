/**
 * Opportunities' public surface: the routes of publications and their review, the published list, information
 * requests and investor details. It reaches projects, assessments (the stored results), investors and the audit
 * trail through their public.ts.
 */
export { registerOpportunityRoutes } from './routes';
/** The data room reads an opportunity's publication (its project) and whether it is listed. */
export { findPublication, isListed } from './repository';
/** The demo data writes, submits and approves its opportunity through the same service as the API. */
export { createPublicationService } from './publication-service';
/** The investor home reads the investor's saved opportunities and threads (requirements ). */
export { listedTitles, publishedSince, savedByInvestor, threadsOfInvestor } from './investor-home-repository';
