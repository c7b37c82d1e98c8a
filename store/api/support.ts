import { request } from '@/lib/api/request';
import { SUPPORT_ROUTES } from '@/lib/api/routes';
import type { SendSupport, StaffSupportRequest, StaffSupportThread, SupportInbox, SupportRequest, SupportState, SupportThread, UpdateSupport } from '@/lib/schemas/support';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/**
 * The support desk (issue 24, items 6 and 7): the user's requests and threads, staff's inbox. Every message goes as
 * multipart (`data` and at most one `file`; none is an empty list). Tags `Project` `support:<id|mine|inbox>`.
 */
const supportSchemas = schemaModule(() => import('@/lib/schemas/support'));
const supportTag = (id: string) => ({ type: 'Project' as const, id: `support:${id}` });
const MINE = supportTag('mine');
const INBOX = supportTag('inbox');

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySupportRequests: build.query<SupportRequest[], string | void>({
      query: (projectId) => ({ url: SUPPORT_ROUTES.support, body: projectId ? { project_id: projectId } : {}, schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.supportListSchema),
      providesTags: [MINE],
    }),
    sendSupportRequest: build.mutation<SupportRequest, SendSupport & { file?: Blob | null }>({
      query: ({ file, ...body }) => ({ url: SUPPORT_ROUTES.support, method: 'POST', body, file: file ?? [], schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.supportRequestSchema),
      invalidatesTags: (_result, error) => (error ? [] : [MINE, INBOX]),
    }),
    getSupportThread: build.query<SupportThread, string>({
      query: (id) => ({ url: SUPPORT_ROUTES.thread, body: { id }, schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.supportThreadSchema),
      providesTags: (_result, _error, id) => [supportTag(id)],
    }),
    replyToSupport: build.mutation<SupportThread, { request_id: string; message: string; file?: Blob | null }>({
      query: ({ file, ...body }) => ({ url: SUPPORT_ROUTES.reply, method: 'POST', body, file: file ?? [], schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.supportThreadSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : [supportTag(body.request_id), MINE, INBOX]),
    }),
    getSupportInbox: build.query<SupportInbox, SupportState | void>({
      query: (state) => ({ url: SUPPORT_ROUTES.inbox, body: state ? { state } : {}, schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.supportInboxSchema),
      providesTags: [INBOX],
    }),
    getStaffSupportThread: build.query<StaffSupportThread, string>({
      query: (id) => ({ url: SUPPORT_ROUTES.inboxThread, body: { id }, schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.staffSupportThreadSchema),
      providesTags: (_result, _error, id) => [supportTag(`staff:${id}`)],
    }),
    replyAsStaff: build.mutation<StaffSupportThread, { request_id: string; message: string; internal: boolean; file?: Blob | null }>({
      query: ({ file, ...body }) => ({ url: SUPPORT_ROUTES.inboxReply, method: 'POST', body, file: file ?? [], schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.staffSupportThreadSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : [supportTag(`staff:${body.request_id}`), INBOX]),
    }),
    updateSupportRequest: build.mutation<StaffSupportRequest, UpdateSupport>({
      query: (body) => ({ url: SUPPORT_ROUTES.inbox, method: 'PATCH', body, schemas: supportSchemas }),
      responseSchema: supportSchemas.response((schemas) => schemas.staffSupportRequestSchema),
      invalidatesTags: (_result, error, body) => (error ? [] : [supportTag(`staff:${body.id}`), INBOX]),
    }),
  }),
});

export const {
  useGetMySupportRequestsQuery,
  useSendSupportRequestMutation,
  useGetSupportThreadQuery,
  useReplyToSupportMutation,
  useGetSupportInboxQuery,
  useGetStaffSupportThreadQuery,
  useReplyAsStaffMutation,
  useUpdateSupportRequestMutation,
} = supportApi;

/** Saves a thread's file (the user's route, or staff's). */
export function downloadSupportFile(requestId: string, fileId: string, name: string, staff = false): Promise<void> {
  return request<void>('GET', staff ? SUPPORT_ROUTES.inboxFile : SUPPORT_ROUTES.file, { request_id: requestId, file_id: fileId }, { download: name });
}
