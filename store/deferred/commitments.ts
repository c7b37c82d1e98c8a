import type { commitmentsApi } from '../api/commitments';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The commitments' endpoints. */
const loadCommitments = once(() => import('../api/commitments'));

/** An opportunity's commitment terms and the investor's signatures, their endpoint loaded after hydration (not while skipped). */
export const useGetCommitmentTermsQuery = deferredQueryHook<typeof commitmentsApi.useGetCommitmentTermsQuery>(loadCommitments, 'getCommitmentTerms');
