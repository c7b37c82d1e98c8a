import { createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { injectApi } from '@/store';
import { api } from './definition';

export { api, TAG_TYPES } from './definition';

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
