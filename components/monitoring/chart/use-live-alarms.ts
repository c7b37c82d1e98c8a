import { useEffect } from 'react';
import type { AppDispatch } from '@/store';
import { useAppDispatch } from '@/store/hooks';
import { followReactor } from './live-stream';

/** Alarm events coming close together (one batch moving several rules) read the alarms again once. */
const COALESCE_MS = 300;

/**
 * Marks the reactor's alarms stale, so that every query of them shown is read again. The module of their tag (and
 * RTK Query with it) loads at the first event, if the page's queries have not loaded it yet: the page's first load
 * carries none of it.
 */
async function invalidateAlarms(dispatch: AppDispatch, reactorId: string): Promise<void> {
  const { monitoringReactorApi, reactorTag } = await import('@/store/api/monitoring-reactor');
  dispatch(monitoringReactorApi.util.invalidateTags([reactorTag.alarms(reactorId)]));
}

/**
 * Keeps the reactor's alarms (every query that provides its alarms tag) up to date while a screen shows them:
 * they are read again when the live stream tells of a change, and when it is live again after a gap, in which changes
 * may have been missed. Shares the reactor's one stream with the chart.
 */
export function useLiveAlarms(reactorId: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasLive = false;
    let gap = false;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void invalidateAlarms(dispatch, reactorId);
      }, COALESCE_MS);
    };
    const stop = followReactor(reactorId, {
      onAlarm: refresh,
      onState: (state) => {
        if (state === 'live' && gap) refresh();
        if (state === 'live') wasLive = true;
        gap = wasLive && state !== 'live';
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [dispatch, reactorId]);
}
