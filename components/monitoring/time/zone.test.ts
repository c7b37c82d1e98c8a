import { addDays, daysToInstants, fromWallClock, toWallClock, toWallDate, zoneOffsetMs } from './zone';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('the site’s clock (R-20.1, R-20.2)', () => {
  it('cuts a Tokyo day from 15:00 UTC the day before to 15:00 UTC, whatever the viewer’s zone', () => {
    expect(iso(fromWallClock('2026-11-20', 'Asia/Tokyo'))).toBe('2026-11-19T15:00:00.000Z');
    const day = daysToInstants('2026-11-20', '2026-11-20', 'Asia/Tokyo');
    expect(day && [iso(day.from), iso(day.to)]).toEqual(['2026-11-19T15:00:00.000Z', '2026-11-20T15:00:00.000Z']);
    // 1,000 kg at 00:30 and 500 kg at 21:00 Tokyo time both fall on the 20th there.
    expect(toWallDate(Date.parse('2026-11-19T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-20');
    expect(toWallDate(Date.parse('2026-11-20T12:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-20');
    expect(toWallClock(Date.parse('2026-11-19T15:30:00Z'), 'Europe/Paris')).toBe('2026-11-19T16:30');
  });

  it('reads a period’s end date as inclusive: Nov 15 to Nov 23 is nine whole days', () => {
    const period = daysToInstants('2026-11-15', '2026-11-23', 'Asia/Tokyo');
    expect(period && (period.to - period.from) / 86_400_000).toBe(9);
    expect(iso(period?.to ?? null)).toBe('2026-11-23T15:00:00.000Z');
  });

  it('turns a time typed on the site’s clock into its instant and back', () => {
    expect(iso(fromWallClock('2026-11-15T00:00', 'Asia/Tokyo'))).toBe('2026-11-14T15:00:00.000Z');
    expect(toWallClock(Date.parse('2026-11-14T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-15T00:00');
    expect(iso(fromWallClock('2026-11-15T00:00', 'UTC'))).toBe('2026-11-15T00:00:00.000Z');
    // With seconds, as a reading's time is corrected to the second.
    expect(iso(fromWallClock('2026-07-01T12:00:05', 'Europe/Paris'))).toBe('2026-07-01T10:00:05.000Z');
    expect(fromWallClock('2026-07-01T12:00:60', 'Europe/Paris')).toBeNull();
  });

  it('follows Europe/Paris across its changes of clock', () => {
    expect(zoneOffsetMs('Europe/Paris', Date.parse('2026-03-29T00:59:59Z'))).toBe(3_600_000);
    expect(zoneOffsetMs('Europe/Paris', Date.parse('2026-03-29T01:00:00Z'))).toBe(7_200_000);
    // 29 March lasts 23 hours, 25 October 25 hours.
    const spring = daysToInstants('2026-03-29', '2026-03-29', 'Europe/Paris');
    expect(spring && [iso(spring.from), (spring.to - spring.from) / 3_600_000]).toEqual(['2026-03-28T23:00:00.000Z', 23]);
    const autumn = daysToInstants('2026-10-25', '2026-10-25', 'Europe/Paris');
    expect(autumn && [iso(autumn.from), (autumn.to - autumn.from) / 3_600_000]).toEqual(['2026-10-24T22:00:00.000Z', 25]);
    // 02:30 does not exist on the spring night (read as 03:30); it happens twice in autumn (the first one).
    expect(iso(fromWallClock('2026-03-29T02:30', 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(fromWallClock('2026-10-25T02:30', 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(fromWallClock('2026-10-25T03:30', 'Europe/Paris'))).toBe('2026-10-25T02:30:00.000Z');
    expect(toWallClock(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:30');
  });

  it('refuses a date that does not exist rather than rolling it over', () => {
    expect(fromWallClock('2026-02-30', 'Europe/Paris')).toBeNull();
    expect(fromWallClock('2026-11-15T24:00', 'Europe/Paris')).toBeNull();
    expect(fromWallClock('15/11/2026', 'Europe/Paris')).toBeNull();
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
