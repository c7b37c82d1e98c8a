/* Formats of the status tiles: values at their parameter's precision, instants in the site's zone with the zone named. */

/** A reading at its parameter's precision (`decimals`), in the interface's language. */
export function formatReading(value: number, decimals: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals, minimumFractionDigits: 0 }).format(value);
}

/** An instant as a person reads it in a zone, the zone named (docs/requirements.md ): "Nov 27, 2026, 6:10:03 PM Africa/Nairobi". */
export function formatInstant(time: string | number | Date, timeZone: string, language: string): string {
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(time));
  return `${text} ${timeZone}`;
}

/** Whole seconds from `time` to `now`, never negative (a reading stamped a little ahead of this clock is "just now"). */
export function secondsSince(time: string | number | Date, now: number): number {
  return Math.max(0, Math.floor((now - new Date(time).getTime()) / 1000));
}
