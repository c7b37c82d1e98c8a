import type { opportunitiesApi } from '../api/opportunities';
import { deferredMutationHook, deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The publications' and investors' questions' endpoints. */
const loadOpportunities = once(() => import('../api/opportunities'));

/** A project's publication (`GET /publication`), its endpoint loaded after hydration. */
export const useGetPublicationQuery = deferredQueryHook<typeof opportunitiesApi.useGetPublicationQuery>(loadOpportunities, 'getPublication');

/** The investors' questions on an opportunity (`GET /request`), their endpoint loaded after hydration. */
export const useGetRequestsQuery = deferredQueryHook<typeof opportunitiesApi.useGetRequestsQuery>(loadOpportunities, 'getRequests');

/** The publication's save, its endpoint loaded at the first save. */
export const useSavePublicationMutation = deferredMutationHook<typeof opportunitiesApi.useSavePublicationMutation>(loadOpportunities, 'savePublication');

/** The publication's next step (submitted for review, or closed), its endpoint loaded at the first step. */
export const useMovePublicationMutation = deferredMutationHook<typeof opportunitiesApi.useMovePublicationMutation>(loadOpportunities, 'movePublication');
