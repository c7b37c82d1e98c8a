import type { investorsApi } from '../api/investors';
import { deferredMutationHook, deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

const loadInvestors = once(() => import('../api/investors'));

/** The investor's own profile and review status, its endpoint loaded after hydration. */
export const useGetMyInvestorQuery = deferredQueryHook<typeof investorsApi.useGetMyInvestorQuery>(loadInvestors, 'getMyInvestor');

/** The activated investor's home, its endpoint loaded after hydration. */
export const useGetInvestorHomeQuery = deferredQueryHook<typeof investorsApi.useGetInvestorHomeQuery>(loadInvestors, 'getInvestorHome');

/** Saving the investor's profile, its endpoint loaded at the first save. */
export const useSaveMyInvestorMutation = deferredMutationHook<typeof investorsApi.useSaveMyInvestorMutation>(loadInvestors, 'saveMyInvestor');
