import { useEffect, useState } from 'react';
import { useFormatter, useLocale, useNow, useTranslations } from 'next-intl';
import { formatInstant, secondsSince } from './fleet-format';

/** Under this many seconds a time reads "just now". */
const JUST_NOW_S = 5;

/** It ticks every second during the first minute, then every 15 seconds. */
const FAST_TICK_MS = 1_000;
const SLOW_TICK_MS = 15_000;

/**
 * "12 seconds ago", kept up to date by itself (docs/requirements.md ): it counts from this browser's clock,
 * never into the future ("in 12 seconds" was a reading newer than the page's render time). The absolute time, in the
 * site's zone with the zone named, is the element's title and `dateTime`.
 */
export function RelativeTime({ time, timeZone }: { time: string; timeZone: string }) {
  const t = useTranslations('fleet');
  const format = useFormatter();
  const language = useLocale();
  const rendered = useNow().getTime();
  const [now, setNow] = useState(rendered);
  const age = secondsSince(time, now);
  const fast = age < 60;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), fast ? FAST_TICK_MS : SLOW_TICK_MS);
    return () => clearInterval(timer);
  }, [time, fast]);
  const then = new Date(time).getTime();
  const text = age < JUST_NOW_S ? t('justNow') : format.relativeTime(then, { now: Math.max(now, then) });
  return (
    <time dateTime={time} title={formatInstant(time, timeZone, language)}>
      {text}
    </time>
  );
}
