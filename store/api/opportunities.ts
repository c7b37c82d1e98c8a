import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES } from '@/lib/api/routes';
import type { InformationRequest, OpenRequest, ReplyRequest } from '@/lib/schemas/information-requests';
import type {
  Instrument,
  Opportunity,
  OpportunityList,
  OpportunityTeaserList,
  Page,
  Publication,
  PublicationActionInput,
  PublicationDecision,
  PublicationInput,
  PublicationStatus,
  Region,
  SaveOpportunity,
  Stage,
  TeaserDocument,
} from '@/lib/schemas/opportunities';
import { request } from '@/lib/api/request';
import { api } from './index';
import { schemaModule } from './lazy-schema';
import { opportunityTag } from './opportunity-tags';
import { questionTag } from './question-count';

/** The opportunity and information-request schemas (and zod), loaded with the first investment request. */
const opportunitySchemas = schemaModule(() => import('@/lib/schemas/opportunities'));
const requestSchemas = schemaModule(() => import('@/lib/schemas/information-requests'));

/** The list's filters, sort and page, as `GET /opportunity` takes them (blank ones left out). */
export interface OpportunityListArgs {
  stage?: Stage;
  instrument?: Instrument;
  region?: Region;
  ticket_min?: number;
  ticket_max?: number;
  removals_min?: number;
  price_max?: number;
  sort?: 'newest' | 'ticket_asc' | 'ticket_desc' | 'removals_desc' | 'price_asc';
  /** `true`: only the opportunities the investor saved. */
  saved?: 'true';
  page?: number;
  page_size?: number;
}

export interface QueueArgs {
  status: PublicationStatus;
  page: number;
}

/** Cache tags: the lists, one opportunity, a project's publication, the staff queue and the threads. */
export { opportunityTag };

/** The query of a list: empty values are not sent, so the cache key is the filters that apply. */
export function opportunityListQuery(args: OpportunityListArgs): Record<string, string | number> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

/** Published opportunities (`/opportunity`), publications (`/publication`, `/internal/publication`), threads (`/request`). */
export const opportunitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpportunities: build.query<OpportunityList | OpportunityTeaserList, OpportunityListArgs>({
      query: (args) => ({ url: OPPORTUNITY_ROUTES.opportunity, body: opportunityListQuery(args), schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.opportunityListSchema.or(schemas.opportunityTeaserListSchema)),
      providesTags: [opportunityTag.list],
    }),
    getOpportunity: build.query<Opportunity, string>({
      query: (id) => ({ url: OPPORTUNITY_ROUTES.opportunity, body: { id }, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.opportunitySchema),
      providesTags: (_result, _error, id) => [opportunityTag.one(id)],
    }),
    saveOpportunity: build.mutation<SaveOpportunity, SaveOpportunity>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.opportunity, method: 'PUT', body, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.saveOpportunitySchema),
      invalidatesTags: (_result, error, { opportunity_id: id }) => (error ? [] : [opportunityTag.list, opportunityTag.one(id)]),
    }),
    getTeaserDocuments: build.query<TeaserDocument[], string>({
      query: (opportunityId) => ({ url: INVESTMENT_SUB_ROUTES.teaserDocuments, body: { opportunity_id: opportunityId }, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.teaserDocumentListSchema),
      providesTags: (_result, _error, id) => [opportunityTag.one(id)],
    }),
    getPublication: build.query<Publication | null, string>({
      query: (projectId) => ({ url: OPPORTUNITY_ROUTES.publication, body: { project_id: projectId }, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.latestPublicationSchema),
      providesTags: (_result, _error, projectId) => [opportunityTag.publication(projectId)],
    }),
    savePublication: build.mutation<Publication, PublicationInput>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.publication, method: 'PUT', body, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.publicationSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [opportunityTag.publication(projectId), opportunityTag.queue]),
    }),
    movePublication: build.mutation<Publication, PublicationActionInput>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.publication, method: 'POST', body, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.publicationSchema),
      invalidatesTags: (_result, error, { project_id: projectId }) => (error ? [] : [opportunityTag.publication(projectId), opportunityTag.queue, opportunityTag.list]),
    }),
    getPublicationQueue: build.query<Page<Publication>, QueueArgs>({
      query: ({ status, page }) => ({ url: OPPORTUNITY_ROUTES.internalPublication, body: { status, page }, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.publicationPageSchema),
      providesTags: [opportunityTag.queue],
    }),
    decidePublication: build.mutation<Publication, PublicationDecision>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.internalPublication, method: 'POST', body, schemas: opportunitySchemas }),
      responseSchema: opportunitySchemas.response((schemas) => schemas.publicationSchema),
      invalidatesTags: (result, error) => (error || !result ? [] : [opportunityTag.queue, opportunityTag.list, opportunityTag.publication(result.project_id)]),
    }),
    getRequests: build.query<InformationRequest[], string | undefined>({
      query: (opportunityId) => ({ url: OPPORTUNITY_ROUTES.request, body: opportunityId ? { opportunity_id: opportunityId } : {}, schemas: requestSchemas }),
      responseSchema: requestSchemas.response((schemas) => schemas.informationRequestListSchema),
      providesTags: [opportunityTag.requests, questionTag.inbox],
    }),
    openRequest: build.mutation<InformationRequest, OpenRequest>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.request, method: 'POST', body, schemas: requestSchemas }),
      responseSchema: requestSchemas.response((schemas) => schemas.informationRequestSchema),
      invalidatesTags: (_result, error) => (error ? [] : [opportunityTag.requests, questionTag.unread]),
    }),
    replyRequest: build.mutation<InformationRequest, ReplyRequest>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.request, method: 'PUT', body, schemas: requestSchemas }),
      responseSchema: requestSchemas.response((schemas) => schemas.informationRequestSchema),
      invalidatesTags: (_result, error) => (error ? [] : [opportunityTag.requests, questionTag.unread]),
    }),
  }),
});

export const {
  useGetOpportunitiesQuery,
  useGetOpportunityQuery,
  useSaveOpportunityMutation,
  useGetTeaserDocumentsQuery,
  useGetPublicationQuery,
  useSavePublicationMutation,
  useMovePublicationMutation,
  useGetPublicationQueueQuery,
  useDecidePublicationMutation,
  useGetRequestsQuery,
  useOpenRequestMutation,
  useReplyRequestMutation,
} = opportunitiesApi;

/** Downloads a teaser document of an opportunity (its bytes go to the browser's downloads, not to the cache). */
export function downloadTeaserDocument(opportunityId: string, fileId: string, name: string): Promise<void> {
  return request<void>('GET', INVESTMENT_SUB_ROUTES.teaserDocuments, { opportunity_id: opportunityId, file_id: fileId }, { download: name });
}
