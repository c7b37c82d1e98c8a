import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { queryOf, viewOf, type ChartView } from './address';
import { windowOf, type Period, type Window } from './period';

/** How often a followed period moves on by itself (ms), new readings or not. */
const TICK_MS = 30_000;

export interface ChartViewState extends ChartView {
  /** The period asked of the server. */
  window: Window;
  /** Whether the period follows the present (a preset), moving with the newest reading. */
  following: boolean;
  /** Where the view was before a zoom, to go back to; null when not zoomed. */
  zoomedFrom: ChartView | null;
  setPeriod: (period: Period) => void;
  setWindow: (window: Window) => void;
  setParameters: (ids: string[]) => void;
  zoom: (window: Window) => void;
  resetZoom: () => void;
  /** The window shown: a followed period slides to end at the newest reading or now, whichever is later. */
  shown: (newest: number) => Window;
}

/** The chart's period and parameters, kept in the page's address and moving with the present. */
export function useChartView(parameterIds: readonly string[]): ChartViewState {
  const router = useRouter();
  const view = useMemo(() => viewOf(router.query, parameterIds), [router.query, parameterIds]);
  const [anchor, setAnchor] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [zoomedFrom, setZoomedFrom] = useState<ChartView | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const go = useCallback(
    (next: ChartView) => void router.replace({ pathname: router.pathname, query: queryOf(next, router.query) }, undefined, { shallow: true, scroll: false }),
    [router],
  );
  const window = useMemo(() => (view.period === 'custom' && view.window ? view.window : windowOf(view.period === 'custom' ? 'day' : view.period, anchor)), [view, anchor]);
  const following = view.period !== 'custom';
  return {
    ...view,
    window,
    following,
    zoomedFrom,
    setPeriod: (period) => {
      setZoomedFrom(null);
      setAnchor(Date.now());
      go({ ...view, period, window: period === 'custom' ? window : null });
    },
    setWindow: (next) => go({ ...view, period: 'custom', window: next }),
    setParameters: (ids) => go({ ...view, parameters: ids }),
    zoom: (next) => {
      setZoomedFrom((before) => before ?? view);
      go({ ...view, period: 'custom', window: next });
    },
    resetZoom: () => {
      if (!zoomedFrom) return;
      setAnchor(Date.now());
      go({ ...zoomedFrom, parameters: view.parameters });
      setZoomedFrom(null);
    },
    shown: (newest) => {
      if (!following) return window;
      const end = Math.max(window.to, newest, now);
      return { from: end - (window.to - window.from), to: end };
    },
  };
}
