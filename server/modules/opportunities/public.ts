/**
 * Opportunities' public surface: the routes of publications and their review and the published list. It reaches
 * projects, assessments (the stored results), investors and the audit trail through their public.ts.
 */
export { registerOpportunityRoutes } from './routes';
/** The data room reads an opportunity's publication (its project) and whether it is listed. */
export { findPublication, isListed } from './repository';
/** The questions read the listed version (its teaser documents), publications by id and a developer's publications. */
export { findOpportunity, findPublications, publicationIdsOwnedBy } from './repository';
/** The demo data writes, submits and approves its opportunity through the same service as the API. */
export { createPublicationService } from './publication-service';
/** The investor home reads the investor's saved opportunities and threads (requirements ). */
export { listedTitles, publishedSince, savedByInvestor } from './investor-home-repository';
/** Monitoring's plan against actual reads the removals a project's publication promised (requirements ). */
export { findPublicationByProject } from './repository';
/** Staff's console home counts the publications waiting for review. */
export { publicationsToReview } from './staff-counter';
