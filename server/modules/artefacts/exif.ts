import exifr from 'exifr';

export interface CaptureData {
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  /** How the capture time was placed in time: the photo's own offset, the site's time zone, or UTC for lack of both. */
  timeSource: 'offset' | 'site_time_zone' | 'utc' | null;
}

const WALL_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** The offset (ms) of a time zone from UTC at an instant. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * An EXIF wall-clock time ("2026:11:20 08:00:00") as an instant: with the photo's own offset when it has one,
 * otherwise in the site's time zone, otherwise UTC.
 */
export function exifInstant(wall: string, offset: string | undefined, timeZone: string | undefined): { at: Date; source: CaptureData['timeSource'] } | null {
  const match = WALL_TIME.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(naive)) return null;
  const offsetMatch = offset ? OFFSET.exec(offset.trim()) : null;
  if (offsetMatch) {
    const sign = offsetMatch[1] === '-' ? -1 : 1;
    return { at: new Date(naive - sign * (Number(offsetMatch[2]) * 60 + Number(offsetMatch[3])) * 60_000), source: 'offset' };
  }
  if (timeZone) {
    try {
      // Twice: the offset at the guessed instant, then at the corrected one (right across a change of summer time).
      const first = naive - zoneOffsetMs(naive, timeZone);
      return { at: new Date(naive - zoneOffsetMs(first, timeZone)), source: 'site_time_zone' };
    } catch {
      // An unknown zone name: UTC below.
    }
  }
  return { at: new Date(naive), source: 'utc' };
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The capture time and GPS position a photo's EXIF hold (`exifr`), each null when absent or unreadable. */
export async function readCaptureData(bytes: Buffer, timeZone: string | undefined): Promise<CaptureData> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, { tiff: true, exif: true, gps: true, reviveValues: false, translateValues: false })) as Record<string, unknown> | undefined;
  } catch {
    tags = undefined;
  }
  const none: CaptureData = { capturedAt: null, latitude: null, longitude: null, timeSource: null };
  if (!tags) return none;
  const wall = [tags.DateTimeOriginal, tags.CreateDate, tags.DateTimeDigitized].find((value): value is string => typeof value === 'string');
  const offset = [tags.OffsetTimeOriginal, tags.OffsetTime].find((value): value is string => typeof value === 'string');
  const time = wall ? exifInstant(wall, offset, timeZone) : null;
  const latitude = finite(tags.latitude);
  const longitude = finite(tags.longitude);
  const position = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return { capturedAt: time?.at ?? null, latitude: position ? latitude : null, longitude: position ? longitude : null, timeSource: time?.source ?? null };
}
