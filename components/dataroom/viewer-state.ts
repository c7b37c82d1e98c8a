import { isApiRequestError } from '@/lib/api/request';
import { REFUSAL_REASONS, type RefusalReason } from '@/lib/schemas/dataroom-constants';

/**
 * What the viewer shows: a page on its way, a page on screen (with its text), a refusal (with the reason the server
 * gave) or a failure.
 */
export type ViewerState =
  { kind: 'loading' } | { kind: 'shown'; text: string } | { kind: 'refused'; reason: RefusalReason | 'other'; message: string } | { kind: 'failed'; message: string };

/** Reads a failed page request: a 403 with `detail.reason` is a refusal the viewer explains; anything else a failure. */
export function stateOfFailure(error: unknown, fallback: string): ViewerState {
  if (isApiRequestError(error)) {
    const detail = (error.body as { detail?: { reason?: unknown } } | undefined)?.detail;
    const reason = REFUSAL_REASONS.find((known) => known === detail?.reason);
    if (error.code === 403) return { kind: 'refused', reason: reason ?? 'other', message: error.message };
    return { kind: 'failed', message: error.message || fallback };
  }
  return { kind: 'failed', message: error instanceof Error && error.message ? error.message : fallback };
}
