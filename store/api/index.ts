import { createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { injectApi } from '@/store';
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

/**
 * Middleware that works on the API's answers (the seed mirror) joins when a page that needs it loads. It runs before
 * the API's own middleware, which keeps to itself the query actions that only add a subscription (a page opening on
 * data the cache already holds).
 */
const answerMiddleware = createDynamicMiddleware();

/** Adds middleware that reads the API's answers to every store (once per middleware). */
export function addAnswerMiddleware(middleware: Middleware): void {
  answerMiddleware.addMiddleware(middleware);
}

// The API cache joins the store when a module that calls the API is first loaded (see `store/index.ts`).
injectApi(api, answerMiddleware.middleware);
