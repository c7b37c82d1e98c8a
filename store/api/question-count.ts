import { INVESTMENT_SUB_ROUTES } from '@/lib/api/routes';
import type { UnreadQuestions } from '@/lib/schemas/information-requests';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/* What the navigation shows on every page (requirements ): the unread count alone, so that the shell loads no other endpoint. */

const requestSchemas = schemaModule(() => import('@/lib/schemas/information-requests'));

/** Cache tags of the questions: every thread and list (changed by a message), the inbox and the count (changed by a reading). */
export const questionTag = {
  threads: { type: 'Opportunity', id: 'REQUESTS' },
  inbox: { type: 'Opportunity', id: 'REQUESTS_INBOX' },
  unread: { type: 'Opportunity', id: 'REQUESTS_UNREAD' },
} as const;

/** How often the count is asked again while a page stays open. */
export const UNREAD_POLL_MS = 60_000;

export const questionCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadQuestions: build.query<UnreadQuestions, void>({
      query: () => ({ url: INVESTMENT_SUB_ROUTES.requestUnread, schemas: requestSchemas }),
      responseSchema: requestSchemas.response((schemas) => schemas.unreadQuestionsSchema),
      providesTags: [questionTag.unread, questionTag.threads],
    }),
  }),
});

export const { useGetUnreadQuestionsQuery } = questionCountApi;
