import { useEffect, useState } from 'react';
import type { Reading } from '@/lib/schemas/monitoring-data';
import { mergeLive } from './chart-data';
import { followReactor, type LiveState } from './live-stream';

/** The readings stored since the chart was opened, each parameter and time once, and the stream's state. */
export function useLiveReadings(reactorId: string, onNew?: () => void): { live: ReadonlyMap<string, Reading>; state: LiveState } {
  const [live, setLive] = useState<ReadonlyMap<string, Reading>>(() => new Map());
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
