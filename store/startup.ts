import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { failureStatus } from '@/lib/api/api-error';
import { LOADING_TIMEOUT_MS, ME_FETCH_DELAY_MS, ME_RETRY_INTERVAL_MS, NOT_READY_STATUS } from '@/lib/constants';
import { setLoading } from './slices/app';

export interface StartupOptions<Me> {
  dispatch: Dispatch<UnknownAction>;
  /** Fetches the current user; a failure carries its HTTP status as `status` or `code`. */
  fetchMe: () => Promise<Me>;
  /** Receives the current user once fetched. */
  onMe?: (me: Me) => void;
}

/**
 * The start-up sequence (seed section 4): loading is set at start; the current user is fetched 2.5 s later;
 * a 425 (account being prepared) is retried every second; success or any other failure clears loading, and
 * loading is cleared after 30 s whatever happens. Returns a function that cancels what is still pending.
 */
export function runStartup<Me>({ dispatch, fetchMe, onMe }: StartupOptions<Me>): () => void {
  let cancelled = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const schedule = (delay: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, delay);
    timers.add(timer);
  };

  const fetchCurrentUser = async () => {
    try {
      const me = await fetchMe();
      if (cancelled) return;
      onMe?.(me);
      dispatch(setLoading(false));
    } catch (error) {
      if (cancelled) return;
      if (failureStatus(error) === NOT_READY_STATUS) schedule(ME_RETRY_INTERVAL_MS, () => void fetchCurrentUser());
      else dispatch(setLoading(false));
    }
  };

  dispatch(setLoading(true));
  schedule(LOADING_TIMEOUT_MS, () => dispatch(setLoading(false)));
  schedule(ME_FETCH_DELAY_MS, () => void fetchCurrentUser());

  return () => {
    cancelled = true;
    timers.forEach(clearTimeout);
    timers.clear();
  };
}
