/** Server only: reads the first data of a page from the API in-process, as the page's queries would ask it. */
import { serverApiGet, type ServerQuery } from '@/lib/api/server-fetch';
import type { PrefetchedQuery } from '@/store/prefetched';

export type { PrefetchedQuery };

/** One read for the page: the endpoint of the client's API, its argument, and the request it stands for. */
export interface PrefetchRequest {
  endpointName: string;
  /** The argument exactly as the page's component passes it; undefined for a query without one. */
  arg?: unknown;
  route: string;
  query?: ServerQuery;
}

/** The answer of one read: its status, and the cache entry when it is 200. */
export interface PrefetchAnswer<T = unknown> {
  status: number;
  data: T | null;
  entry: PrefetchedQuery | null;
}

/** Reads one query's data with the request's headers (never throws: a failed read is left to the browser). */
export async function prefetch<T = unknown>(headers: Record<string, string>, request: PrefetchRequest): Promise<PrefetchAnswer<T>> {
  const answer = await serverApiGet<T>(request.route, request.query, headers);
  if (answer.status !== 200 || answer.body === null) return { status: answer.status, data: null, entry: null };
  const entry: PrefetchedQuery = { endpointName: request.endpointName, data: answer.body };
  // Page props are JSON: an argument that is undefined is left out (and read back as undefined).
  if (request.arg !== undefined) entry.arg = request.arg;
  return { status: 200, data: answer.body, entry };
}

/** The cache entries of the reads that answered. */
export function entriesOf(answers: PrefetchAnswer[]): PrefetchedQuery[] {
  return answers.flatMap((answer) => (answer.entry ? [answer.entry] : []));
}
