import { useAppSelector } from '@/store/hooks';
import { useShared } from './SharedContext';

/**
 * Whether the page still waits for its user: no user known yet while the start-up sequence is loading (seed section
 * 4). A page the server rendered signed in has its user from the first paint, so the loading flag, which the start-up
 * sequence clears seconds after the page is up, is not read at all: clearing it re-renders nothing on such a page
 * (docs/requirements.md ).
 */
export function useWaitingForUser(): boolean {
  const { me } = useShared();
  return useAppSelector((state) => !me && state.app.loading);
}
