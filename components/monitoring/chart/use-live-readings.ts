import { useEffect, useState } from 'react';
import { mergeLive, type LiveReading } from './chart-data';
import { followReactor, type LiveState } from './live-stream';

/**
 * The readings stored since the chart was opened, each parameter and time once, and the stream's state. The reactor's
 * alarms follow the same stream (one per reactor in the page) through useLiveAlarms, called by the screen.
 */
export function useLiveReadings(reactorId: string, onNew?: () => void): { live: ReadonlyMap<string, LiveReading>; state: LiveState } {
  const [live, setLive] = useState<ReadonlyMap<string, LiveReading>>(() => new Map());
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    return followReactor(reactorId, {
      onReadings: (event) => {
        setLive((kept) => mergeLive(kept, event.readings));
        onNew?.();
      },
      onState: setState,
    });
    // onNew is read when readings come; following again for a new callback would drop the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reactorId]);
  return { live, state };
}
