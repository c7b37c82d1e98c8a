import type { Device, Monitoring, Parameter, Reactor, RemovedParameter, Site } from '@/lib/schemas/monitoring';
import { PARAMETER_RESTORE_DAYS } from '@/lib/schemas/monitoring-measures';
import type { ProjectAccess } from '@/lib/schemas/projects';
import type { DeviceRow, MonitoringRow, ParameterRow, ReactorRow, SiteRow } from '@/server/db/schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toMonitoring(row: MonitoringRow, extra: { projectName: string; access: ProjectAccess; siteCount: number }): Monitoring {
  return {
    id: row.id,
    project_id: row.projectId,
    project_name: extra.projectName,
    access: extra.access,
    site_count: extra.siteCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function toSite(row: SiteRow, reactorCount: number): Site {
  return {
    id: row.id,
    monitoring_id: row.monitoringId,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    time_zone: row.timeZone,
    reactor_count: reactorCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toParameter(row: ParameterRow, hasReadings: boolean): Parameter {
  return {
    id: row.id,
    reactor_id: row.reactorId,
    name: row.name,
    unit: row.unit,
    normal_min: row.normalMin,
    normal_max: row.normalMax,
    expected_interval_s: row.expectedIntervalS,
    measure: row.measure,
    decimals: row.decimals,
    has_readings: hasReadings,
  };
}

const DAY_MS = 24 * 3600 * 1000;

export function toRemovedParameter(row: ParameterRow, readings: number): RemovedParameter {
  const removedAt = row.deletedAt ?? new Date();
  return {
    id: row.id,
    reactor_id: row.reactorId,
    name: row.name,
    unit: row.unit,
    measure: row.measure,
    readings,
    removed_at: removedAt.toISOString(),
    restorable_until: new Date(removedAt.getTime() + PARAMETER_RESTORE_DAYS * DAY_MS).toISOString(),
  };
}

export function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    reactor_id: row.reactorId,
    name: row.name,
    key_prefix: row.keyPrefix,
    revoked_at: iso(row.revokedAt),
    last_seen_at: iso(row.lastSeenAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** A reactor with its parameters (`withReadings`: the ids of those with readings) and devices. */
export function toReactor(row: ReactorRow, parameters: ParameterRow[], devices: DeviceRow[], withReadings: Set<string>): Reactor {
  return {
    id: row.id,
    site_id: row.siteId,
    monitoring_id: row.monitoringId,
    name: row.name,
    model: row.model,
    oem_name: row.oemName,
    capacity_t_per_year: row.capacityTPerYear,
    commissioned_on: row.commissionedOn,
    parameters: parameters.filter((parameter) => parameter.reactorId === row.id).map((parameter) => toParameter(parameter, withReadings.has(parameter.id))),
    devices: devices.filter((device) => device.reactorId === row.id).map(toDevice),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
