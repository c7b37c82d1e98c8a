import { request } from '@/lib/api/request';
import { COMPANY_ROUTES, PROPOSAL_ROUTES } from '@/lib/api/routes';
import type { Proposal, ProposalFile, ProposalAnswer, ProposalDecision, ProposalQuestion, ProposalSummary, ReviseProposal, SendProposal } from '@/lib/schemas/proposals';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/* OEM proposals (issue 23, item 5): a project's received list, the OEM's sent list, one proposal and its steps. */

const proposalSchemas = schemaModule(() => import('@/lib/schemas/proposals'));
/** The proposals share the `Company` tag: `proposals` for the lists, the id for one. */
const LIST = { type: 'Company' as const, id: 'proposals' };
const one = (id: string) => ({ type: 'Company' as const, id: `proposal-${id}` });
const step = {
  method: 'POST',
  schemas: proposalSchemas,
} as const;

export const proposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectProposals: build.query<ProposalSummary[], string>({
      query: (projectId) => ({ url: PROPOSAL_ROUTES.proposals, body: { project_id: projectId }, schemas: proposalSchemas }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalListSchema),
      providesTags: [LIST],
    }),
    getSentProposals: build.query<ProposalSummary[], void>({
      query: () => ({ url: PROPOSAL_ROUTES.sent, schemas: proposalSchemas }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalListSchema),
      providesTags: [LIST],
    }),
    getProposal: build.query<Proposal, string>({
      query: (id) => ({ url: PROPOSAL_ROUTES.proposal, body: { id }, schemas: proposalSchemas }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalSchema),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    sendProposal: build.mutation<Proposal, SendProposal>({
      query: (body) => ({ url: COMPANY_ROUTES.oemsProject, body, ...step }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalSchema),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    decideProposal: build.mutation<Proposal, ProposalDecision>({
      query: (body) => ({ url: PROPOSAL_ROUTES.decision, body, ...step }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalSchema),
      invalidatesTags: (_result, error, { proposal_id: id }) => (error ? [] : [LIST, one(id)]),
    }),
    askAboutProposal: build.mutation<Proposal, ProposalQuestion>({
      query: (body) => ({ url: PROPOSAL_ROUTES.questions, body, ...step }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalSchema),
      invalidatesTags: (_result, error, { proposal_id: id }) => (error ? [] : [LIST, one(id)]),
    }),
    answerProposal: build.mutation<Proposal, ProposalAnswer>({
      query: (body) => ({ url: PROPOSAL_ROUTES.answers, body, ...step }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalSchema),
      invalidatesTags: (_result, error, { proposal_id: id }) => (error ? [] : [LIST, one(id)]),
    }),
    reviseProposal: build.mutation<Proposal, ReviseProposal>({
      query: (body) => ({ url: PROPOSAL_ROUTES.revisions, body, ...step }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalSchema),
      invalidatesTags: (_result, error, { proposal_id: id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** `POST /proposals/files`: multipart, `data` = `{proposal_id}` and `file`; the OEM's members. */
    uploadProposalFile: build.mutation<ProposalFile, { proposalId: string; file: Blob }>({
      query: ({ proposalId, file }) => ({ url: PROPOSAL_ROUTES.files, method: 'POST', body: { proposal_id: proposalId }, file, schemas: proposalSchemas }),
      responseSchema: proposalSchemas.response((schemas) => schemas.proposalFileSchema),
      invalidatesTags: (_result, error, { proposalId }) => (error ? [] : [one(proposalId)]),
    }),
    deleteProposalFile: build.mutation<{ done: true }, { proposal_id: string; file_id: string }>({
      query: (body) => ({ url: PROPOSAL_ROUTES.files, method: 'DELETE', body, schemas: proposalSchemas }),
      invalidatesTags: (_result, error, { proposal_id: id }) => (error ? [] : [one(id)]),
    }),
  }),
});

/** Saves one attachment of a proposal (`GET /proposals/files?proposal_id=&file_id=`) to the browser's downloads. */
export function downloadProposalFile(proposalId: string, fileId: string, name: string): Promise<void> {
  return request<void>('GET', PROPOSAL_ROUTES.files, { proposal_id: proposalId, file_id: fileId }, { download: name });
}

export const {
  useGetProjectProposalsQuery,
  useGetSentProposalsQuery,
  useGetProposalQuery,
  useSendProposalMutation,
  useDecideProposalMutation,
  useAskAboutProposalMutation,
  useAnswerProposalMutation,
  useReviseProposalMutation,
  useUploadProposalFileMutation,
  useDeleteProposalFileMutation,
} = proposalsApi;
