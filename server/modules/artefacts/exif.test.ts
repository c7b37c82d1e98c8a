import { exifInstant } from './exif';

describe('exifInstant', () => {
  test('uses the photo’s own offset first', () => {
    expect(exifInstant('2026:11:20 12:00:00', '+03:00', 'Europe/Paris')).toEqual({ at: new Date('2026-11-20T09:00:00Z'), source: 'offset' });
    expect(exifInstant('2026:11:20 12:00:00', '-05:30', undefined)).toEqual({ at: new Date('2026-11-20T17:30:00Z'), source: 'offset' });
  });

  test('reads a wall time without offset in the site’s time zone, summer time included', () => {
    expect(exifInstant('2026:11:20 12:00:00', undefined, 'Europe/Paris')).toEqual({ at: new Date('2026-11-20T11:00:00Z'), source: 'site_time_zone' });
    expect(exifInstant('2026:07:01 12:00:00', undefined, 'Europe/Paris')).toEqual({ at: new Date('2026-07-01T10:00:00Z'), source: 'site_time_zone' });
    expect(exifInstant('2026:11:20 07:00:00', undefined, 'Africa/Nairobi')).toEqual({ at: new Date('2026-11-20T04:00:00Z'), source: 'site_time_zone' });
  });

  test('falls back to UTC without offset or known zone, and finds no time in zeros or what is not an EXIF time', () => {
    expect(exifInstant('2026:11:20 12:00:00', undefined, undefined)).toEqual({ at: new Date('2026-11-20T12:00:00Z'), source: 'utc' });
    expect(exifInstant('2026:11:20 12:00:00', undefined, 'Not/AZone')).toEqual({ at: new Date('2026-11-20T12:00:00Z'), source: 'utc' });
    expect(exifInstant('0000:00:00 00:00:00', undefined, undefined)).toBeNull();
    expect(exifInstant('yesterday', undefined, undefined)).toBeNull();
  });
});
