import type { Monitoring, Reactor, Site } from '@/lib/schemas/monitoring';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { Chart } from '@/lib/schemas/monitoring-charts';

/** Answers of the monitoring API for the component tests. */
export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const MONITORING_ID = '22222222-2222-4222-8222-222222222222';
export const SITE_ID = '33333333-3333-4333-8333-333333333333';
export const REACTOR_ID = '44444444-4444-4444-8444-444444444444';
export const PARAMETER_ID = '55555555-5555-4555-8555-555555555555';
export const DEVICE_ID = '66666666-6666-4666-8666-666666666666';
export const ALARM_ID = '77777777-7777-4777-8777-777777777777';
export const RULE_ID = '88888888-8888-4888-8888-888888888888';

export const MONITORING: Monitoring = {
  id: MONITORING_ID,
  project_id: PROJECT_ID,
  project_name: 'Causse kiln',
  access: 'owner',
  site_count: 1,
  created_at: '2026-11-20T08:00:00.000Z',
};

export const SITE: Site = {
  id: SITE_ID,
  monitoring_id: MONITORING_ID,
  name: 'Causse Méjean',
  address: 'Route de Florac',
  latitude: 44.25,
  longitude: 3.45,
  time_zone: 'Europe/Paris',
  reactor_count: 1,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

export const DEVICE = {
  id: DEVICE_ID,
  reactor_id: REACTOR_ID,
  name: 'Kiln logger',
  key_prefix: 'gwd_ab12',
  revoked_at: null,
  last_seen_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};

export const REACTOR: Reactor = {
  id: REACTOR_ID,
  site_id: SITE_ID,
  monitoring_id: MONITORING_ID,
  name: 'Kiln 1',
  model: 'PyroBox 200',
  oem_name: null,
  capacity_t_per_year: null,
  commissioned_on: null,
  parameters: [
    {
      id: PARAMETER_ID,
      reactor_id: REACTOR_ID,
      name: 'temperature',
      unit: '°C',
      normal_min: 350,
      normal_max: 900,
      expected_interval_s: 5,
      measure: 'reactor_temperature',
      decimals: 1,
      has_readings: true,
    },
  ],
  devices: [DEVICE],
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

export const ALARM: Alarm = {
  id: ALARM_ID,
  rule_id: RULE_ID,
  parameter_id: PARAMETER_ID,
  kind: 'out_of_range',
  state: 'active_unacknowledged',
  severity: 'critical',
  message: 'temperature at 200 °C, below 350 °C',
  value: 200,
  triggered_at: '2026-11-25T09:00:00.000Z',
  raised_at: '2026-11-25T09:00:01.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  note: null,
  cleared_at: null,
  cleared_by: null,
  escalated_at: null,
};

export function chartOf(times: number[], values: number[]): Chart {
  return {
    reactor_id: REACTOR_ID,
    time_zone: 'UTC',
    from: new Date(times[0] * 1000 - 60_000).toISOString(),
    to: new Date(times.at(-1)! * 1000 + 60_000).toISOString(),
    bucket_seconds: 60,
    source: 'readings',
    alarms: [],
    series: [
      {
        parameter_id: PARAMETER_ID,
        name: 'temperature',
        unit: '°C',
        normal_min: 350,
        normal_max: 900,
        expected_interval_s: 60,
        points: { time: times, min: values, max: values, mean: values, count: times.map(() => 1) },
        observations: { time: [], value: [] },
      },
    ],
  };
}
