import { request } from '@/lib/api/request';
import { SIGN_AND_COMMIT_ROUTES } from '@/lib/api/routes';
import type {
  Dataroom,
  DataroomBulkResult,
  DataroomChange,
  SearchResult,
  DataroomDelete,
  DataroomDocument,
  DataroomFile,
  DataroomRequest,
  GrantInput,
  RevokeInput,
} from '@/lib/schemas/dataroom';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The data room's schemas (and zod), loaded with its first request. */
const dataroomSchemas = schemaModule(() => import('@/lib/schemas/dataroom'));

/** Cache tags: an opportunity's data room and its requests (the grants change both). */
export const dataroomTag = {
  room: (opportunityId: string) => ({ type: 'Opportunity' as const, id: `dataroom:${opportunityId}` }),
  requests: (opportunityId: string) => ({ type: 'Opportunity' as const, id: `dataroom-requests:${opportunityId}` }),
};

export interface UploadDataroomFilesArgs {
  opportunityId: string;
  folderId: string;
  files: readonly Blob[];
  /** Each file's path in a folder chosen at once (its structure kept in the names). */
  paths?: string[];
}

export interface UploadDataroomFileArgs {
  opportunityId: string;
  folderId: string;
  file: Blob;
}

/** Seconds a document's description stays cached once no viewer shows it. */
const DOCUMENT_KEPT_FOR_S = 60;

/** `/sign-and-commit-opp/dataroom` and `/dataroom_request`, `/revoke`: loaded with the data-room screens only. */
export const dataroomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataroom: build.query<Dataroom, string>({
      query: (opportunityId) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroom, body: { opportunity_id: opportunityId }, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomSchema),
      providesTags: (_result, _error, opportunityId) => [dataroomTag.room(opportunityId)],
    }),
    getDataroomDocument: build.query<DataroomDocument, string>({
      query: (fileId) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroom, body: { file_id: fileId }, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomDocumentSchema),
      // The document the address opens comes read with the page (server/ssr/opportunity-page-data.ts) and must still be
      // in the cache when the viewer mounts, after the room and the viewer's code; the viewer reads it again when older.
      keepUnusedDataFor: DOCUMENT_KEPT_FOR_S,
    }),
    changeDataroom: build.mutation<Dataroom, DataroomChange>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroom, method: 'PUT', body, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomSchema),
      invalidatesTags: (result, error) => (error || !result ? [] : [dataroomTag.room(result.opportunity_id), dataroomTag.requests(result.opportunity_id)]),
    }),
    uploadDataroomFile: build.mutation<DataroomFile, UploadDataroomFileArgs>({
      query: ({ folderId, file }) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroom, method: 'POST', body: { folder_id: folderId }, file, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomFileSchema),
      invalidatesTags: (_result, error, { opportunityId }) => (error ? [] : [dataroomTag.room(opportunityId)]),
    }),
    uploadDataroomFiles: build.mutation<DataroomBulkResult, UploadDataroomFilesArgs>({
      query: ({ folderId, files, paths }) => ({
        url: SIGN_AND_COMMIT_ROUTES.dataroom,
        method: 'POST',
        body: { folder_id: folderId, paths: paths ?? files.map((file) => (file instanceof File ? file.name : 'file')) },
        file: files,
        schemas: dataroomSchemas,
      }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomBulkResultSchema),
      invalidatesTags: (_result, error, { opportunityId }) => (error ? [] : [dataroomTag.room(opportunityId)]),
    }),
    deleteDataroomItem: build.mutation<Dataroom, DataroomDelete>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroom, method: 'DELETE', body, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomSchema),
      invalidatesTags: (result, error) => (error || !result ? [] : [dataroomTag.room(result.opportunity_id), dataroomTag.requests(result.opportunity_id)]),
    }),
    getDataroomRequests: build.query<DataroomRequest[], string>({
      query: (opportunityId) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroomRequest, body: { opportunity_id: opportunityId }, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomRequestListSchema),
      providesTags: (_result, _error, opportunityId) => [dataroomTag.requests(opportunityId)],
    }),
    requestDataroom: build.mutation<DataroomRequest, { opportunity_id: string; message?: string }>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroomRequest, method: 'POST', body, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomRequestSchema),
      invalidatesTags: (_result, error, { opportunity_id: id }) => (error ? [] : [dataroomTag.requests(id), dataroomTag.room(id)]),
    }),
    grantDataroomFolder: build.mutation<DataroomRequest, GrantInput>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.dataroomRequest, method: 'PUT', body, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomRequestSchema),
      invalidatesTags: (result, error) => (error || !result ? [] : [dataroomTag.requests(result.opportunity_id)]),
    }),
    revokeDataroomAccess: build.mutation<DataroomRequest, RevokeInput>({
      query: (body) => ({ url: SIGN_AND_COMMIT_ROUTES.revoke, method: 'POST', body, schemas: dataroomSchemas }),
      responseSchema: dataroomSchemas.response((schemas) => schemas.dataroomRequestSchema),
      invalidatesTags: (result, error) => (error || !result ? [] : [dataroomTag.requests(result.opportunity_id)]),
    }),
  }),
});

export const {
  useGetDataroomQuery,
  useGetDataroomDocumentQuery,
  useChangeDataroomMutation,
  useUploadDataroomFileMutation,
  useUploadDataroomFilesMutation,
  useDeleteDataroomItemMutation,
  useGetDataroomRequestsQuery,
  useRequestDataroomMutation,
  useGrantDataroomFolderMutation,
  useRevokeDataroomAccessMutation,
} = dataroomApi;

/**
 * One page of a document as a one-page PDF, stamped by the server (not an endpoint: the bytes go to pdf.js, never to
 * the cache). A refusal throws the ApiRequestError whose body's `detail.reason` says why (revoked, expired, no_grant).
 */
export function fetchDataroomPage(fileId: string, page: number, signal?: AbortSignal): Promise<ArrayBuffer> {
  return request<ArrayBuffer>('GET', SIGN_AND_COMMIT_ROUTES.dataroom, { file_id: fileId, page }, { bytes: true, signal });
}

/** Reports the time a page was on screen; `keepalive` lets it outlive the page (pagehide). */
export function reportPageTime(fileId: string, page: number, seconds: number, keepalive = false): Promise<unknown> {
  return request('PATCH', SIGN_AND_COMMIT_ROUTES.dataroom, { file_id: fileId, page, seconds }, { keepalive });
}

/** Downloads the whole document, watermarked on every page, under the name the server gives. */
export function downloadDataroomFile(fileId: string, name: string): Promise<void> {
  return request<void>('GET', SIGN_AND_COMMIT_ROUTES.dataroom, { file_id: fileId, download: 'true' }, { download: name });
}

/** Downloads a whole folder as one ZIP archive (its PDFs watermarked), under the name the server gives. */
export function downloadDataroomFolder(folderId: string, name: string): Promise<void> {
  return request<void>('GET', SIGN_AND_COMMIT_ROUTES.dataroom, { folder_id: folderId, download: 'true' }, { download: `${name}.zip` });
}

/** The pages of a document whose text holds the words (the server's search; requirements ). */
export function searchDataroomDocument(fileId: string, words: string): Promise<SearchResult> {
  return request<SearchResult>('GET', SIGN_AND_COMMIT_ROUTES.dataroom, { file_id: fileId, search: words });
}
