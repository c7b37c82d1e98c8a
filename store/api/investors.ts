import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import type { Investor, InvestorDecision, InvestorHome, InvestorInput, InvestorStatus, StaffInvestor } from '@/lib/schemas/investors';
import type { Page } from '@/lib/schemas/opportunities';
import { api } from './index';
import { schemaModule } from './lazy-schema';
import { opportunityTag } from './opportunity-tags';

/** The investor schemas (and zod), loaded with the first investor request. */
const investorSchemas = schemaModule(() => import('@/lib/schemas/investors'));

const investorTag = {
  mine: { type: 'Opportunity', id: 'INVESTOR' },
  queue: { type: 'Opportunity', id: 'INVESTOR_QUEUE' },
} as const;

export interface InvestorQueueArgs {
  status: InvestorStatus;
  page: number;
}

/** The investor's own profile (`/investor`) and staff's activation queue (`/internal/investor`, `/internal/activate`). */
export const investorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyInvestor: build.query<Investor | null, void>({
      query: () => ({ url: OPPORTUNITY_ROUTES.investor, schemas: investorSchemas }),
      responseSchema: investorSchemas.response((schemas) => schemas.myInvestorSchema),
      providesTags: [investorTag.mine],
    }),
    saveMyInvestor: build.mutation<Investor, InvestorInput>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.investor, method: 'PUT', body, schemas: investorSchemas }),
      responseSchema: investorSchemas.response((schemas) => schemas.investorSchema),
      invalidatesTags: (_result, error) => (error ? [] : [investorTag.mine, investorTag.queue, 'Me']),
    }),
    /** The activated investor's home (requirements ); read again on each visit of the page. */
    getInvestorHome: build.query<InvestorHome, void>({
      query: () => ({ url: INVESTMENT_SUB_ROUTES.investorHome, schemas: investorSchemas }),
      responseSchema: investorSchemas.response((schemas) => schemas.investorHomeSchema),
      keepUnusedDataFor: 0,
    }),
    getInvestorQueue: build.query<Page<StaffInvestor>, InvestorQueueArgs>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.internalInvestor, body, schemas: investorSchemas }),
      responseSchema: investorSchemas.response((schemas) => schemas.investorPageSchema),
      providesTags: [investorTag.queue],
    }),
    decideInvestor: build.mutation<StaffInvestor, InvestorDecision>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.internalActivate, method: 'POST', body, schemas: investorSchemas }),
      responseSchema: investorSchemas.response((schemas) => schemas.staffInvestorSchema),
      invalidatesTags: (_result, error) => (error ? [] : [investorTag.queue, opportunityTag.list]),
    }),
  }),
});

export const { useGetInvestorHomeQuery, useGetMyInvestorQuery, useSaveMyInvestorMutation, useGetInvestorQueueQuery, useDecideInvestorMutation } = investorsApi;
