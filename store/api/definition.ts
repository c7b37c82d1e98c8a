import { createApi } from '@reduxjs/toolkit/query/react';
import { NO_ANSWER_STATUS, requestBaseQuery } from './base-query';

// The API's definition alone, apart from its injection into the store (index.ts): the store's types read it here
// without an import cycle.

/** Cache tags of the API's data; domains add their endpoints with `api.injectEndpoints`. */
export const TAG_TYPES = ['Me', 'Profile', 'Templates', 'Articles', 'Project', 'Assessment', 'Opportunity', 'Company', 'Monitoring', 'Todo', 'Users'] as const;

/** The one RTK Query API of the client; every endpoint goes through the request convention. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: requestBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  /** An answer that does not match its schema is a failure of the call, with the first issue as message. */
  catchSchemaFailure: (error) => ({
    status: NO_ANSWER_STATUS,
    message: `Unexpected answer from the server: ${error.issues[0]?.message ?? error.message}`,
  }),
});
