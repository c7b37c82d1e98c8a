import { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import { SILENT_AFTER_INTERVALS, type FleetStatus } from '@/lib/schemas/monitoring-fleet-constants';
import type { FleetAlarmCounts } from '@/lib/schemas/monitoring-fleet';

/** What the status of a reactor reads of each parameter: its expected interval and its newest reading. */
export interface ParameterPulse {
  expected_interval_s: number;
  latest_ms: number | null;
}

/**
 * Online or silent (docs/requirements.md ): a reactor is online while one of its parameters has a reading younger
 * than SILENT_AFTER_INTERVALS of that parameter's expected intervals, silent once none has, `no_data` before any reading.
 */
export function reactorStatus(parameters: ParameterPulse[], now: number): { status: FleetStatus; lastReadingMs: number | null } {
  const read = parameters.filter((parameter): parameter is ParameterPulse & { latest_ms: number } => parameter.latest_ms !== null);
  if (read.length === 0) return { status: 'no_data', lastReadingMs: null };
  const lastReadingMs = Math.max(...read.map((parameter) => parameter.latest_ms));
  const online = read.some((parameter) => now - parameter.latest_ms <= SILENT_AFTER_INTERVALS * parameter.expected_interval_s * 1000);
  return { status: online ? 'online' : 'silent', lastReadingMs };
}

/** No alarm at all. */
export function noAlarms(): FleetAlarmCounts {
  return { unacknowledged: 0, active: Object.fromEntries(ALARM_SEVERITIES.map((severity) => [severity, 0])) as FleetAlarmCounts['active'] };
}

/** Adds counts of one severity to a total (changed in place, and returned). */
export function addCounts(total: FleetAlarmCounts, severity: (typeof ALARM_SEVERITIES)[number], unacknowledged: number, active: number): FleetAlarmCounts {
  total.unacknowledged += unacknowledged;
  total.active[severity] += active;
  return total;
}
