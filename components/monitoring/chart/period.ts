/** The periods of the reactor chart, and the time window each stands for. */

export const PERIODS = ['hour', 'day', 'week', 'month', 'year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const SPAN_MS: Record<Exclude<Period, 'custom'>, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

export interface Window {
  from: number;
  to: number;
}

/** The window of a preset period ending now (rounded up to the minute so that the cache keeps one answer a minute). */
export function windowOf(period: Exclude<Period, 'custom'>, now = Date.now()): Window {
  const to = Math.ceil(now / 60_000) * 60_000;
  return { from: to - SPAN_MS[period], to };
}

/** A window moved by half its length, earlier (-1) or later (+1). */
export function panned(window: Window, direction: -1 | 1): Window {
  const shift = Math.round(((window.to - window.from) / 2) * direction);
  return { from: window.from + shift, to: window.to + shift };
}

/** A window as the API reads it. */
export function isoWindow(window: Window): { from: string; to: string } {
  return { from: new Date(window.from).toISOString(), to: new Date(window.to).toISOString() };
}
