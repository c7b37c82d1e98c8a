import { useEffect } from 'react';
import { api } from '@/store/api';
import { reactorTag } from '@/store/api/monitoring-reactor';
import { useAppDispatch } from '@/store/hooks';
import { followReactor } from './live-stream';

/** Alarm events coming close together (one batch moving several rules) read the alarms again once. */
const COALESCE_MS = 300;

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
        dispatch(api.util.invalidateTags([reactorTag.alarms(reactorId)]));
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
