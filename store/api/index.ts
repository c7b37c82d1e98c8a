import type { Middleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { injectApi } from '@/store';
import { seedMirror } from '../seed-mirror';
import { NO_ANSWER_STATUS, requestBaseQuery } from './base-query';

/** Cache tags of the API's data; domains add their endpoints with `api.injectEndpoints`. */
export const TAG_TYPES = [
  'Me',
  'Profile',
  'Templates',
  'Articles',
  'Project',
  'Assessment',
  'Opportunity',
  'Company',
  'Monitoring',
  'Todo',
  'Users',
] as const;

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

// The API cache joins the store when a module that calls the API is first loaded (see `store/index.ts`), and with
// it the mirror of its answers in the seed's project and assessment parts.
injectApi(api, seedMirror as Middleware);
