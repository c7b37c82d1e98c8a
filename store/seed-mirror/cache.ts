import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { addAnswerMiddleware } from '../api/index';
import type { AssessmentState } from '../slices/assessment';
import type { ProjectState } from '../slices/project';

/*
 * The seed mirror: the one place where the API's answers reach the seed's `project` and `assessment` parts of the
 * store. Pages read projects and assessments through RTK Query; the mirror watches the cache and the calls' answers
 * and keeps the two parts in step, whatever filled the cache (a request, the server's prefetched answers, a cache
 * patch after a save) and when a page opens on what the cache already holds. It comes in two halves, each loaded by
 * the pages that need it: `project.ts` (the project pages and the questionnaire) and `assessment.ts` (the
 * questionnaire). The page itself only says where the user is (section, question) and what the user decided on
 * autofill proposals.
 */

interface CacheEntry {
  endpointName?: string;
  data?: unknown;
}

/** The parts of the state the mirror reads; the API cache is absent until a module that calls the API loads. */
export interface MirroredState {
  project: ProjectState;
  assessment: AssessmentState;
  api?: { queries: Record<string, CacheEntry | undefined> };
}

/** What one half of the mirror does after an action: the actions that bring its part in step (none when it is). */
export type MirrorActions = (before: MirroredState, after: MirroredState, action: UnknownAction) => UnknownAction[];

/** The data of the latest `endpoint` cache entry whose data changed between two states. */
function changedData(before: MirroredState, after: MirroredState, endpoint: string): unknown {
  const previous = before.api?.queries;
  const current = after.api?.queries;
  if (!current || previous === current) return undefined;
  let changed: unknown;
  for (const [key, entry] of Object.entries(current)) {
    if (entry?.endpointName === endpoint && entry.data !== undefined && entry.data !== previous?.[key]?.data) changed = entry.data;
  }
  return changed;
}

/** The cached data of the query of `endpoint` this action is about (started, answered, or found fresh in the cache). */
function requestedData(action: UnknownAction, after: MirroredState, endpoint: string): unknown {
  const arg = (action.meta as { arg?: { endpointName?: string; queryCacheKey?: string } } | undefined)?.arg;
  if (arg?.endpointName !== endpoint || !arg.queryCacheKey) return undefined;
  return after.api?.queries[arg.queryCacheKey]?.data;
}

/**
 * The project or assessment to write: one whose cached data changed, else one a query asked for that the store does
 * not hold (a page opened on data already in the cache makes no request, only a query action).
 */
export function toMirror<Data extends { id: string }>(before: MirroredState, after: MirroredState, action: UnknownAction, endpoint: string, heldId: string): Data | undefined {
  const changed = changedData(before, after, endpoint) as Data | undefined;
  if (changed) return changed;
  const requested = requestedData(action, after, endpoint) as Data | undefined;
  return requested && requested.id !== heldId ? requested : undefined;
}

/** The answer of a call to one of `endpoints` that just succeeded (RTK Query's fulfilled action), if this is one. */
export function answerOf(action: UnknownAction, endpoints: readonly string[]): unknown {
  const meta = action.meta as { requestStatus?: string; arg?: { endpointName?: string } } | undefined;
  if (meta?.requestStatus !== 'fulfilled' || !endpoints.includes(meta.arg?.endpointName ?? '')) return undefined;
  return action.payload;
}

/**
 * Puts one half of the mirror in every store (once): a middleware that applies `actionsAfter` after every action.
 * Each action it dispatches passes through the mirror again, so a part that follows another is written once that
 * other part is.
 */
export function installMirror(actionsAfter: MirrorActions): Middleware {
  const middleware: Middleware<object, MirroredState> = (store) => (next) => (action) => {
    const before = store.getState();
    const result = next(action);
    for (const update of actionsAfter(before, store.getState(), action as UnknownAction)) store.dispatch(update);
    return result;
  };
  addAnswerMiddleware(middleware as Middleware);
  return middleware as Middleware;
}
