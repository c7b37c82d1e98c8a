import { NEAR_DUPLICATE_MAX_DISTANCE, PHOTO_CONTENT_TYPES, type ArtefactContentType } from '@/lib/schemas/monitoring-artefact-constants';
import type { ArtefactRow } from '@/server/db/schema';
import type { NewFlag } from './checks-repository';
import { haversineMetres, type Position } from './geo';

const HOUR_MS = 3_600_000;

export interface CheckInputs {
  artefact: Pick<ArtefactRow, 'id' | 'contentType' | 'capturedAt' | 'latitude' | 'longitude' | 'perceptualHash'>;
  batch?: { id: string; code: string; startedAt: Date; endedAt: Date | null };
  /** The sites the photo may have been taken at: its batch's reactor's site, or every site of the monitoring. */
  sites: (Position & { id: string; name: string })[];
  settings: { timeToleranceHours: number; distanceToleranceM: number };
  /** The first artefact of the monitoring with the same SHA-256. */
  firstCopy?: { id: string; fileName: string };
  /** The closest other photo by perceptual hash (not a copy of the same bytes). */
  nearest?: { id: string; distance: number };
}

type Outcome = { result: 'passed' | 'flagged' | 'skipped' } & Record<string, unknown>;

/** Hours a time lies outside [start, end] (0 inside; an open batch has no end yet). */
export function hoursOutside(at: Date, start: Date, end: Date | null): number {
  if (at < start) return (start.getTime() - at.getTime()) / HOUR_MS;
  if (end && at > end) return (at.getTime() - end.getTime()) / HOUR_MS;
  return 0;
}

/**
 * The checks of on one artefact, never silent: each says passed, flagged (with its figures) or skipped (and
 * why). Thresholds: a photo taken MORE than `time_tolerance_hours` outside its batch, or MORE than
 * `distance_tolerance_m` from the nearest site, is flagged (exactly at the tolerance passes); a perceptual-hash
 * distance of AT MOST NEAR_DUPLICATE_MAX_DISTANCE bits is a near-duplicate.
 */
export function evaluateChecks(inputs: CheckInputs): { flags: NewFlag[]; results: Record<string, Outcome> } {
  const { artefact, batch, settings } = inputs;
  const flags: NewFlag[] = [];
  const results: Record<string, Outcome> = {};
  const isPhoto = PHOTO_CONTENT_TYPES.includes(artefact.contentType as ArtefactContentType);

  if (inputs.firstCopy && inputs.firstCopy.id !== artefact.id) {
    const detail = { first_artefact_id: inputs.firstCopy.id, first_file_name: inputs.firstCopy.fileName };
    flags.push({ kind: 'duplicate', detail });
    results.duplicate = { result: 'flagged', ...detail };
  } else results.duplicate = { result: 'passed' };

  if (!isPhoto) return { flags, results };

  const position = artefact.latitude !== null && artefact.longitude !== null ? { latitude: artefact.latitude, longitude: artefact.longitude } : null;
  if (!artefact.capturedAt && !position) {
    flags.push({ kind: 'no_capture_data', detail: {} });
    results.capture_data = { result: 'flagged' };
  } else results.capture_data = { result: 'passed', has_time: Boolean(artefact.capturedAt), has_position: Boolean(position) };

  if (!batch) results.time = { result: 'skipped', reason: 'no_batch' };
  else if (!artefact.capturedAt) results.time = { result: 'skipped', reason: 'no_capture_time' };
  else {
    const hours = hoursOutside(artefact.capturedAt, batch.startedAt, batch.endedAt);
    const detail = { batch_id: batch.id, batch_code: batch.code, hours_outside: Math.round(hours * 100) / 100, tolerance_hours: settings.timeToleranceHours };
    if (hours > settings.timeToleranceHours) flags.push({ kind: 'outside_batch_time', detail });
    results.time = { result: hours > settings.timeToleranceHours ? 'flagged' : 'passed', ...detail };
  }

  if (!position) results.distance = { result: 'skipped', reason: 'no_position' };
  else if (inputs.sites.length === 0) results.distance = { result: 'skipped', reason: 'no_site' };
  else {
    const nearest = inputs.sites.map((site) => ({ site, metres: haversineMetres(position, site) })).sort((a, b) => a.metres - b.metres)[0];
    const detail = { site_id: nearest.site.id, site_name: nearest.site.name, metres: Math.round(nearest.metres), tolerance_m: settings.distanceToleranceM };
    if (nearest.metres > settings.distanceToleranceM) flags.push({ kind: 'far_from_site', detail });
    results.distance = { result: nearest.metres > settings.distanceToleranceM ? 'flagged' : 'passed', ...detail };
  }

  if (!artefact.perceptualHash) results.near_duplicate = { result: 'skipped', reason: 'no_perceptual_hash' };
  else if (inputs.nearest && inputs.nearest.distance <= NEAR_DUPLICATE_MAX_DISTANCE) {
    const detail = { similar_artefact_id: inputs.nearest.id, distance: inputs.nearest.distance, max_distance: NEAR_DUPLICATE_MAX_DISTANCE };
    flags.push({ kind: 'near_duplicate', detail });
    results.near_duplicate = { result: 'flagged', ...detail };
  } else results.near_duplicate = { result: 'passed', ...(inputs.nearest ? { closest_distance: inputs.nearest.distance } : {}) };

  return { flags, results };
}
