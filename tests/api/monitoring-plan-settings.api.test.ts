import type { EvidenceSettings, PlanVsActual } from '@/lib/schemas/monitoring-evidence-settings';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { ingestOk, monitorProject, ok, share } from './helpers/monitoring';
import { castOf, publish, type Cast } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';

// Issue 22: a project's evidence settings (R-22.5: methodology, 2 h and 500 m by default, changed by its owner and
// editors) and plan against actual (R-22.27: the removals its publication promised, per month or quarter, against the
// removals the KPIs measure).

jest.setTimeout(120_000);

let t: TestApp;
let cast: Cast;
let monitored: Awaited<ReturnType<typeof monitorProject>>;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castOf(t);
  monitored = await monitorProject(t, cast.owner, cast.projectId);
  reader = (await t.signIn({ name: 'Plan Reader', email: 'plan.reader@example.test' })).token;
  await share(t, cast.owner, cast.projectId, 'plan.reader@example.test', 'read');
});

afterAll(async () => {
  await t?.close();
});

describe('evidence settings', () => {
  const path = () => `/monitoring/evidence-settings?monitoring_id=${monitored.monitoring.id}`;
  const change = (body: Record<string, unknown>, token = cast.owner) =>
    t.request('/monitoring/evidence-settings', { method: 'PUT', token, json: { monitoring_id: monitored.monitoring.id, ...body } });

  it('start from the methodology EBC C-Sink, 2 h and 500 m', async () => {
    expect(await ok<EvidenceSettings>(t, path(), { token: reader })).toEqual({
      monitoring_id: monitored.monitoring.id,
      methodology: 'ebc_c_sink',
      time_tolerance_hours: 2,
      distance_tolerance_m: 500,
      is_default: true,
      updated_at: null,
    });
  });

  it('change by the owner, are read by readers, and refuse a reader’s change and values out of range', async () => {
    const response = await change({ methodology: 'isometric', time_tolerance_hours: 1.5, distance_tolerance_m: 250 });
    expect(response.status).toBe(200);
    expect(await ok<EvidenceSettings>(t, path(), { token: reader })).toMatchObject({
      methodology: 'isometric',
      time_tolerance_hours: 1.5,
      distance_tolerance_m: 250,
      is_default: false,
    });
    expect((await change({ methodology: 'puro', time_tolerance_hours: 1, distance_tolerance_m: 100 }, reader)).status).toBe(403);
    const unknown = await change({ methodology: 'verra', time_tolerance_hours: 1, distance_tolerance_m: 100 });
    expect(unknown.status).toBe(400);
    expect(await errorMessage(unknown)).toMatch(/methodology/);
    expect((await change({ methodology: 'puro', time_tolerance_hours: -1, distance_tolerance_m: 100 })).status).toBe(400);
    expect((await change({ methodology: 'puro', time_tolerance_hours: 1, distance_tolerance_m: 1e9 })).status).toBe(400);
    expect((await ok<EvidenceSettings>(t, path(), { token: cast.owner })).methodology).toBe('isometric');
  });
});

describe('plan against actual', () => {
  const plan = (query: string, token = cast.owner) => ok<PlanVsActual>(t, `/monitoring/plan-vs-actual?monitoring_id=${monitored.monitoring.id}&${query}`, { token });

  beforeAll(async () => {
    const parameter = (name: string, unit: string, measure: string) =>
      ok(t, '/monitoring/reactor/parameters', {
        token: cast.owner,
        json: { reactor_id: monitored.reactor.id, name, unit, normal_min: null, normal_max: null, expected_interval_s: 3600, measure },
      });
    await parameter('biochar', 'kg', 'biochar_output');
    await parameter('c_org', '%', 'organic_carbon');
    // October: 1 t of biochar at 75 % organic carbon; November: 2 t.
    await ingestOk(t, monitored.device.key, [
      { parameter: 'biochar', time: '2026-10-10T10:00:00Z', value: 1000 },
      { parameter: 'biochar', time: '2026-11-10T10:00:00Z', value: 2000 },
      { parameter: 'c_org', time: '2026-10-10T10:00:00Z', value: 75 },
      { parameter: 'c_org', time: '2026-11-10T10:00:00Z', value: 75 },
    ]);
  });

  it('shows the measured removals, and no plan, before the project is published', async () => {
    const result = await plan('period=month&to=2026-12-01T00:00:00Z&count=3', reader);
    expect(result.publication).toBeNull();
    expect(result.periods.map((period) => [period.label, period.planned_t, period.actual_t, period.biochar_t])).toEqual([
      ['2026-09', null, null, null],
      ['2026-10', null, 2.75, 1],
      ['2026-11', null, 5.5, 2],
    ]);
    expect(result.periods[0].reactors_missing).toBe(1);
    expect(result.totals).toEqual({ planned_t: null, actual_t: 8.25, ratio: null });
  });

  it('shares the promised tonnes a year over each month or quarter once published', async () => {
    const id = await publish(t, cast);
    // The cast's results promise 6720 t a year: 560 t a month, 1680 t a quarter.
    const monthly = await plan('period=month&to=2026-12-01T00:00:00Z&count=2');
    expect(monthly.publication).toMatchObject({ id, removals_per_year: 6720 });
    expect(monthly.periods.map((period) => [period.label, period.planned_t, period.actual_t])).toEqual([
      ['2026-10', 560, 2.75],
      ['2026-11', 560, 5.5],
    ]);
    expect(monthly.totals).toEqual({ planned_t: 1120, actual_t: 8.25, ratio: Number((8.25 / 1120).toFixed(6)) });
    const quarterly = await plan('period=quarter&to=2026-12-01T00:00:00Z&count=2');
    expect(quarterly.periods.map((period) => [period.label, period.from, period.planned_t, period.actual_t])).toEqual([
      ['2026-Q3', '2026-07-01T00:00:00.000Z', 1680, null],
      ['2026-Q4', '2026-10-01T00:00:00.000Z', 1680, 8.25],
    ]);
  });

  it('has nothing promised for a project never published, and refuses a stranger', async () => {
    const project = await createProject(t, cast.other, await templateId(t), 'Unpublished');
    const other = await monitorProject(t, cast.other, project.id);
    const result = await ok<PlanVsActual>(t, `/monitoring/plan-vs-actual?monitoring_id=${other.monitoring.id}&count=1`, { token: cast.other });
    expect(result.publication).toBeNull();
    expect((await t.request(`/monitoring/plan-vs-actual?monitoring_id=${other.monitoring.id}`, { token: cast.owner })).status).toBe(404);
    expect((await t.request(`/monitoring/plan-vs-actual?monitoring_id=${other.monitoring.id}&count=99`, { token: cast.other })).status).toBe(400);
  });
});
