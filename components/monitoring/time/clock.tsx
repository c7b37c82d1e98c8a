import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

function storedMode(): ClockMode {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'viewer' ? 'viewer' : 'site';
  } catch {
    return 'site';
  }
}

/** The clock of a screen about one site; `siteZone` undefined while the site loads (the viewer's zone meanwhile). */
export function ClockProvider({ siteZone, children }: { siteZone: string | undefined; children: ReactNode }) {
  const [viewerZone, setViewerZone] = useState('UTC');
  const [mode, setModeState] = useState<ClockMode>('site');
  // The browser's zone and the stored choice are read after the first render, which the server renders too.
  useEffect(() => {
    setViewerZone(viewerTimeZone());
    setModeState(storedMode());
  }, []);
  const setMode = useCallback((next: ClockMode) => {
    setModeState(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing: the choice lasts for this screen.
    }
  }, []);
  const site = siteZone ?? viewerZone;
  const value = useMemo(() => ({ zone: mode === 'site' ? site : viewerZone, siteZone: site, viewerZone, mode, setMode }), [mode, site, viewerZone, setMode]);
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
