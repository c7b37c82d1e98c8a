import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ApiRequestError, request, type HttpMethod } from '@/lib/api/request';
import type { Language } from '@/lib/schemas/common';
import type { Preloadable } from './lazy-schema';

/**
 * One call as an endpoint describes it: the route, and optionally method, payload, file, CSV mode, language, and the
 * schema module its answer is checked against (see `lazy-schema.ts`).
 */
export interface RequestArgs {
  url: string;
  method?: HttpMethod;
  /** The payload: JSON body, query string for GET and HEAD, `data` field with a file. */
  body?: unknown;
  file?: Blob | readonly Blob[] | null;
  csv?: boolean;
  language?: Language;
  /** Loaded beside the request, so that checking the answer does not wait for it. */
  schemas?: Preloadable;
}

/** How a failed call reaches components: the HTTP (or body) status, the message, and the body. */
export interface RequestFailure {
  status: number;
  message: string;
  data?: unknown;
}

/** Status given to failures that never got an answer (network down, aborted, invalid answer). */
export const NO_ANSWER_STATUS = 0;

export function toRequestFailure(error: unknown): RequestFailure {
  if (error instanceof ApiRequestError) return { status: error.code, message: error.message, data: error.body };
  return { status: NO_ANSWER_STATUS, message: error instanceof Error ? error.message : 'Error' };
}

/** RTK Query's base query over THE request function of the client (seed sections 7 and 8). */
export const requestBaseQuery: BaseQueryFn<RequestArgs | string, unknown, RequestFailure> = async (args, api) => {
  const call: RequestArgs = typeof args === 'string' ? { url: args } : args;
  call.schemas?.preload();
  try {
    const data = await request(call.method ?? 'GET', call.url, call.body, {
      file: call.file,
      csv: call.csv,
      language: call.language,
      signal: api.signal,
    });
    return { data };
  } catch (error) {
    return { error: toRequestFailure(error) };
  }
};
