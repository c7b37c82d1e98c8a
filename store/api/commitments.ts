import { request } from '@/lib/api/request';
import { INVESTMENT_SUB_ROUTES, OPPORTUNITY_ROUTES, SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import type { ActivityReport, AuditTrail } from '@/lib/schemas/audit';
import type { CommitmentSignature, CommitmentTerms, PdfVerification, SignatureValidation, SignCommitment, ValidateSignature } from '@/lib/schemas/commitments';
import type { Language } from '@/lib/schemas/common';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The signing schemas and the audit ones (and zod), loaded with the first request of these screens. */
const commitmentSchemas = schemaModule(() => import('@/lib/schemas/commitments'));
const auditSchemas = schemaModule(() => import('@/lib/schemas/audit'));

/** Cache tags: an opportunity's terms and signatures, and its activity (a signature adds to both). */
export const commitmentTag = {
  terms: (opportunityId: string) => ({ type: 'Opportunity' as const, id: `commitment:${opportunityId}` }),
  activity: (opportunityId: string) => ({ type: 'Opportunity' as const, id: `activity:${opportunityId}` }),
  /** The data room's requests (store/api/dataroom.ts): an investor may ask for the data room once signed. */
  dataroomRequests: (opportunityId: string) => ({ type: 'Opportunity' as const, id: `dataroom-requests:${opportunityId}` }),
};

/**
 * The terms of an opportunity in a language: English and French are versions of their own (id, text, SHA-256), and
 * the cache keeps each language's answer apart, so a change of language shows (and signs) the terms in the new one.
 */
export interface TermsArgs {
  opportunityId: string;
  language: Language;
}

export interface AuditTrailArgs {
  opportunity_id: string;
  page: number;
  page_size?: number;
}

/** `/sign-and-commit-opp/sign`, `/validate`, `/audit` and `/report`: loaded with the signing and activity screens only. */
export const commitmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommitmentTerms: build.query<CommitmentTerms, TermsArgs>({
      query: ({ opportunityId, language }) => ({ url: SIGN_AND_COMMIT_ROUTES.sign, body: { opportunity_id: opportunityId }, language, schemas: commitmentSchemas }),
      responseSchema: commitmentSchemas.response((schemas) => schemas.commitmentTermsSchema),
      providesTags: (_result, _error, { opportunityId }) => [commitmentTag.terms(opportunityId)],
    }),
    signCommitment: build.mutation<CommitmentSignature, SignCommitment>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.sign, method: 'POST', body, schemas: commitmentSchemas }),
      responseSchema: commitmentSchemas.response((schemas) => schemas.commitmentSignatureSchema),
      invalidatesTags: (_result, error, { opportunity_id: id }) => (error ? [] : [commitmentTag.terms(id), commitmentTag.activity(id), commitmentTag.dataroomRequests(id)]),
    }),
    validateSignature: build.mutation<SignatureValidation, ValidateSignature>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.validate, method: 'POST', body, schemas: commitmentSchemas }),
      responseSchema: commitmentSchemas.response((schemas) => schemas.signatureValidationSchema),
    }),
    verifySignedPdf: build.mutation<PdfVerification, File>({
      query: (file) => ({ url: INVESTMENT_SUB_ROUTES.verifyPdf, method: 'POST', body: {}, file, schemas: commitmentSchemas }),
      responseSchema: commitmentSchemas.response((schemas) => schemas.pdfVerificationSchema),
    }),
    getActivityReport: build.query<ActivityReport, string>({
      query: (opportunityId) => ({ url: OPPORTUNITY_ROUTES.report, body: { opportunity_id: opportunityId }, schemas: auditSchemas }),
      responseSchema: auditSchemas.response((schemas) => schemas.activityReportSchema),
      providesTags: (_result, _error, opportunityId) => [commitmentTag.activity(opportunityId)],
    }),
    getAuditTrail: build.query<AuditTrail, AuditTrailArgs>({
      query: (body) => ({ url: OPPORTUNITY_ROUTES.audit, body, schemas: auditSchemas }),
      responseSchema: auditSchemas.response((schemas) => schemas.auditTrailSchema),
      providesTags: (_result, _error, { opportunity_id: id }) => [commitmentTag.activity(id)],
    }),
  }),
});

export const { useGetCommitmentTermsQuery, useSignCommitmentMutation, useValidateSignatureMutation, useVerifySignedPdfMutation, useGetActivityReportQuery, useGetAuditTrailQuery } =
  commitmentsApi;

/** Downloads a signed commitment (`GET /sign-and-commit-opp/sign/pdf?signature_id=`), saved under the server's name. */
export function downloadSignedPdf(signatureId: string): Promise<void> {
  return request<void>('GET', INVESTMENT_SUB_ROUTES.signedPdf, { signature_id: signatureId }, { download: `commitment-${signatureId}.pdf` });
}

/** Downloads the activity report in the CSV mode: the browser saves data.csv. */
export function downloadActivityCsv(opportunityId: string): Promise<string> {
  return request<string>('GET', OPPORTUNITY_ROUTES.report, { opportunity_id: opportunityId }, { csv: true });
}

/** Downloads the whole audit trail as CSV, saved under the name the server gives (the opportunity and the date). */
export function downloadAuditTrailCsv(opportunityId: string): Promise<void> {
  return request<void>('GET', OPPORTUNITY_ROUTES.audit, { opportunity_id: opportunityId, format: 'csv' }, { download: 'audit-trail.csv' });
}
