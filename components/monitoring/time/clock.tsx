import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useFormatter } from 'next-intl';
import { viewerTimeZone } from './zone';

/*
 * One clock per monitoring screen: the site's time zone unless the viewer switches to their own, and
 * every time of the screen formatted in it. The choice is kept in the browser for the next screens.
 */

export type ClockMode = 'site' | 'viewer';
const STORAGE_KEY = 'monitoring.clock';

export interface Clock {
  /** The zone every time of the screen is shown and typed in. */
  zone: string;
  siteZone: string;
  viewerZone: string;
  mode: ClockMode;
  setMode: (mode: ClockMode) => void;
}

const ClockContext = createContext<Clock | null>(null);

/* The choice of clock, kept in the browser (in memory when storage is refused), read as an external store. */
let memoryMode: ClockMode = 'site';
const listeners = new Set<() => void>();

function readMode(): ClockMode {
  try {
    if (!globalThis.localStorage) return memoryMode;
    return globalThis.localStorage.getItem(STORAGE_KEY) === 'viewer' ? 'viewer' : 'site';
  } catch {
    return memoryMode;
  }
}

function writeMode(next: ClockMode): void {
  memoryMode = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // Private browsing: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

const noSubscription = () => () => undefined;

/** The clock of a screen about one site; `siteZone` undefined while the site loads (the viewer's zone meanwhile). */
export function ClockProvider({ siteZone, children }: { siteZone: string | undefined; children: ReactNode }) {
  // The server renders UTC and the site's clock; the browser then reads its own zone and the stored choice.
  const viewerZone = useSyncExternalStore(noSubscription, viewerTimeZone, () => 'UTC');
  const mode = useSyncExternalStore(subscribe, readMode, () => 'site' as const);
  const site = siteZone ?? viewerZone;
  const value = useMemo(() => ({ zone: mode === 'site' ? site : viewerZone, siteZone: site, viewerZone, mode, setMode: writeMode }), [mode, site, viewerZone]);
  return <ClockContext.Provider value={value}>{children}</ClockContext.Provider>;
}

const UTC_CLOCK: Clock = { zone: 'UTC', siteZone: 'UTC', viewerZone: 'UTC', mode: 'site', setMode: () => undefined };

/** The screen's clock (UTC outside a ClockProvider). */
export function useClock(): Clock {
  return useContext(ClockContext) ?? UTC_CLOCK;
}

export interface ClockFormat {
  zone: string;
  /** "Nov 23, 2026, 3:50 AM" on the screen's clock. */
  dateTime: (instant: number | string | Date) => string;
  /** "Nov 23, 2026". */
  date: (instant: number | string | Date) => string;
  /** "3:50 AM". */
  time: (instant: number | string | Date) => string;
}

const toDate = (instant: number | string | Date) => (instant instanceof Date ? instant : new Date(instant));

/** Formatters of the screen's clock, in the page's language: every time a monitoring screen shows goes through them. */
export function useClockFormat(): ClockFormat {
  const { zone } = useClock();
  const format = useFormatter();
  return useMemo(
    () => ({
      zone,
      dateTime: (instant) => format.dateTime(toDate(instant), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
      date: (instant) => format.dateTime(toDate(instant), { dateStyle: 'medium', timeZone: zone }),
      time: (instant) => format.dateTime(toDate(instant), { timeStyle: 'short', timeZone: zone }),
    }),
    [format, zone],
  );
}
