import { NEAR_DUPLICATE_MAX_DISTANCE } from '@/lib/schemas/monitoring-artefact-constants';
import { evaluateChecks, hoursOutside, type CheckInputs } from './check-rules';
import { EARTH_RADIUS_M } from './geo';

const site = { id: 'site', name: 'Yard', latitude: 0, longitude: 0 };
const batch = { id: 'batch', code: 'B-1', startedAt: new Date('2026-11-20T06:00:00Z'), endedAt: new Date('2026-11-20T18:00:00Z') };
const settings = { timeToleranceHours: 2, distanceToleranceM: 500 };
const photo = { id: 'p', contentType: 'image/jpeg', capturedAt: new Date('2026-11-20T12:00:00Z'), latitude: 0, longitude: 0, perceptualHash: '0000000000000000' };
/** A latitude exactly `metres` north of the equator's origin, on the mean sphere. */
const north = (metres: number) => (metres / EARTH_RADIUS_M) * (180 / Math.PI);

function kinds(change: Partial<CheckInputs['artefact']>, more: Partial<CheckInputs> = {}) {
  return evaluateChecks({ artefact: { ...photo, ...change }, batch, sites: [site], settings, ...more }).flags.map((flag) => flag.kind);
}

describe('hoursOutside', () => {
  test('is 0 inside the batch and the hours before or after it outside; an open batch has no end', () => {
    expect(hoursOutside(new Date('2026-11-20T12:00:00Z'), batch.startedAt, batch.endedAt)).toBe(0);
    expect(hoursOutside(new Date('2026-11-20T03:00:00Z'), batch.startedAt, batch.endedAt)).toBe(3);
    expect(hoursOutside(new Date('2026-11-20T19:30:00Z'), batch.startedAt, batch.endedAt)).toBe(1.5);
    expect(hoursOutside(new Date('2026-12-20T00:00:00Z'), batch.startedAt, null)).toBe(0);
  });
});

describe('evaluateChecks (R-22.7)', () => {
  test('time: exactly the tolerance outside passes, a millisecond more is flagged', () => {
    expect(kinds({ capturedAt: new Date('2026-11-20T04:00:00.000Z') })).toEqual([]);
    expect(kinds({ capturedAt: new Date('2026-11-20T03:59:59.999Z') })).toEqual(['outside_batch_time']);
    expect(kinds({ capturedAt: new Date('2026-11-20T20:00:00.000Z') })).toEqual([]);
    expect(kinds({ capturedAt: new Date('2026-11-20T20:00:00.001Z') })).toEqual(['outside_batch_time']);
  });

  test('distance: exactly the tolerance passes, a centimetre more is flagged, the nearest site counts', () => {
    expect(kinds({ latitude: north(500) })).toEqual([]);
    expect(kinds({ latitude: north(500.01) })).toEqual(['far_from_site']);
    expect(kinds({ latitude: north(5000) }, { sites: [site, { ...site, id: 'second', latitude: north(4800) }] })).toEqual([]);
  });

  test('near-duplicate: at most the maximum distance is flagged, one bit more is not', () => {
    const atMax = { id: 'other', distance: NEAR_DUPLICATE_MAX_DISTANCE };
    expect(kinds({}, { nearest: atMax })).toEqual(['near_duplicate']);
    expect(kinds({}, { nearest: { ...atMax, distance: NEAR_DUPLICATE_MAX_DISTANCE + 1 } })).toEqual([]);
  });

  test('every check says what it did: skipped without a batch, a position or a hash', () => {
    const { results, flags } = evaluateChecks({ artefact: { ...photo, latitude: null, longitude: null, perceptualHash: null }, sites: [site], settings });
    expect(flags).toEqual([]);
    expect(results.time).toEqual({ result: 'skipped', reason: 'no_batch' });
    expect(results.distance).toEqual({ result: 'skipped', reason: 'no_position' });
    expect(results.near_duplicate).toEqual({ result: 'skipped', reason: 'no_perceptual_hash' });
    expect(results.capture_data).toEqual({ result: 'passed', has_time: true, has_position: false });
  });

  test('a photo with neither capture time nor position is flagged "no capture data"', () => {
    expect(kinds({ capturedAt: null, latitude: null, longitude: null })).toEqual(['no_capture_data']);
  });

  test('a duplicate names the first copy; the first copy itself is not one; a PDF is only checked for copies', () => {
    expect(evaluateChecks({ artefact: photo, sites: [site], settings, firstCopy: { id: 'first', fileName: 'a.jpg' } }).flags).toContainEqual({
      kind: 'duplicate',
      detail: { first_artefact_id: 'first', first_file_name: 'a.jpg' },
    });
    expect(kinds({}, { firstCopy: { id: 'p', fileName: 'a.jpg' } })).toEqual([]);
    const pdf = { ...photo, contentType: 'application/pdf', capturedAt: null, latitude: null, longitude: null, perceptualHash: null };
    expect(evaluateChecks({ artefact: pdf, batch, sites: [site], settings }).flags).toEqual([]);
  });
});
