import { formatInstant, formatReading, secondsSince } from './fleet-format';

describe('status tile formats', () => {
  it('shows a reading at its precision', () => {
    expect(formatReading(600.0000000000001, 1, 'en')).toBe('600');
    expect(formatReading(642.456, 1, 'en')).toBe('642.5');
    expect(formatReading(1234.5, 2, 'fr')).toMatch(/^1\s234,5$/);
  });

  it('names the zone of an instant shown in the site’s zone', () => {
    expect(formatInstant('2026-11-27T03:55:26Z', 'Asia/Tokyo', 'en')).toBe('Nov 27, 2026, 12:55:26 PM Asia/Tokyo');
  });

  it('never counts a reading as ahead of now', () => {
    expect(secondsSince('2026-11-27T10:00:00Z', Date.parse('2026-11-27T10:00:12.900Z'))).toBe(12);
    expect(secondsSince('2026-11-27T10:00:05Z', Date.parse('2026-11-27T10:00:00Z'))).toBe(0);
  });
});
