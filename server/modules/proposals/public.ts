/** Proposals' public surface (issue 23, item 5): the route registration, the gate's paths and the visibility contract. */
export { PROPOSAL_API_PATHS, registerProposalRoutes, type ProposalRouteOptions } from './routes';
export type { ProjectVisibleToOem } from './visibility';
