/*
 * Wall-clock time in a named IANA zone, without a library: an instant shown as a site's clock reads it, and a date or
 * time typed by a person in that zone turned back into the instant. Instants are ms since 1970 (UTC).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (Asia/Tokyo: 9 h; Europe/Paris: 1 h or 2 h). */
export function zoneOffsetMs(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(new Date(whole))) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second) - whole;
}

/** The zone's clock at an instant as `YYYY-MM-DDTHH:mm` (what a `datetime-local` input shows). */
export function toWallClock(ms: number, zone: string): string {
  return new Date(ms + zoneOffsetMs(zone, ms)).toISOString().slice(0, 16);
}

/** The zone's calendar day at an instant, `YYYY-MM-DD`. */
export function toWallDate(ms: number, zone: string): string {
  return toWallClock(ms, zone).slice(0, 10);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant a person means by a date (`YYYY-MM-DD`, its midnight) or a date and time (`YYYY-MM-DDTHH:mm`) on the
 * zone's clock; null for text that is no such date (2026-02-30 included). A time skipped by a change to summer time
 * is read with the offset before the change (02:30 on a spring-forward night is 03:30); a time that happens twice in
 * autumn is its first occurrence.
 */
export function fromWallClock(text: string, zone: string): number | null {
  const match = WALL.exec(text);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((value) => (value === undefined ? undefined : Number(value))) as number[];
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  const before = zoneOffsetMs(zone, naive - 86_400_000);
  const after = zoneOffsetMs(zone, naive + 86_400_000);
  // The earlier reading of the clock first (the first occurrence of an autumn hour), else the later one.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const ms = naive - offset;
    if (zoneOffsetMs(zone, ms) === offset) return ms;
  }
  return naive - before;
}

/** A calendar day moved by a number of days (`YYYY-MM-DD`); empty for text that is no day. */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) ? new Date(ms + days * 86_400_000).toISOString().slice(0, 10) : '';
}

/** The instants a run of whole days covers on the zone's clock: from the first day's midnight to the midnight after the last (inclusive) day. */
export function daysToInstants(first: string, last: string, zone: string): { from: number; to: number } | null {
  const from = fromWallClock(first, zone);
  const to = fromWallClock(addDays(last, 1), zone);
  return from === null || to === null ? null : { from, to };
}

/** The viewer's own zone, as the browser knows it. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
