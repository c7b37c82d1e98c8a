import { INVESTMENT_SUB_ROUTES } from '@/lib/api/routes';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import { api } from './index';
import { schemaModule } from './lazy-schema';
import { questionTag } from './question-count';

/* One thread of questions, read by either side (requirements ); the list and the messages are in `opportunities.ts`. */

const requestSchemas = schemaModule(() => import('@/lib/schemas/information-requests'));

export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequestThread: build.query<InformationRequest, string>({
      query: (id) => ({ url: INVESTMENT_SUB_ROUTES.requestThread, body: { id }, schemas: requestSchemas }),
      responseSchema: requestSchemas.response((schemas) => schemas.informationRequestSchema),
      providesTags: [questionTag.threads],
      // Reading a thread marks it read: the count and the inbox's figures change.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(api.util.invalidateTags([questionTag.unread, questionTag.inbox])),
          () => undefined,
        );
      },
    }),
  }),
});

export const { useGetRequestThreadQuery } = questionsApi;
