import { randomUUID } from 'node:crypto';
import type { Alarm, AlarmRule } from '@/lib/schemas/monitoring-alarms';
import type { TemplateDetail } from '@/lib/schemas/resources';
import { createTestApp, type TestApp } from './helpers/app';
import { createPlant, ingestOk, ok, type Plant } from './helpers/monitoring';

// Issue 20, item 8 (docs/requirements.md ): a daily form never moves a device's alarm. The form's answers are
// its observations; only the parameter's own readings raise and clear its alarms.

jest.setTimeout(120_000);

let t: TestApp;
let plant: Plant;

beforeAll(async () => {
  t = await createTestApp();
  plant = await createPlant(t);
});

afterAll(async () => {
  await t?.close();
});

const BASE = Date.UTC(2026, 10, 20, 6, 0);
const at = (minute: number) => new Date(BASE + minute * 60_000).toISOString();
const alarms = () => ok<Alarm[]>(t, `/monitoring/alarms?reactor_id=${plant.reactor.id}&state=active`, { token: plant.owner });

it('keeps a device’s 855 °C alarm active when the day’s form says the highest temperature was 655', async () => {
  const [armed] = (await ok<AlarmRule[]>(t, `/monitoring/alarms/rules?reactor_id=${plant.reactor.id}`, { token: plant.owner })).filter(
    (rule) => rule.parameter_id === plant.temperature.id,
  );
  expect(armed).toMatchObject({ origin: 'normal_range', duration_s: 60 });
  await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(0), value: 850 }]);
  await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(2), value: 855 }]);
  const [alarm] = await alarms();
  expect(alarm).toMatchObject({ state: 'active_unacknowledged', value: 855 });

  const templates = await ok<TemplateDetail[]>(t, '/monitoring/templates', { token: plant.owner });
  const template = templates.find((item) => item.slug === 'monitoring-daily-log') as TemplateDetail;
  const answers = { feedstock_type: 'wood_chips', moisture: 12, feedstock_mass: 4200, batch_start: '07:30', batch_end: '16:10', temperature: 655, biochar: 850 };
  await ok(t, '/monitoring/gather-form-data', {
    token: plant.owner,
    json: { entry_id: randomUUID(), template_id: template.id, reactor_id: plant.reactor.id, measured_at: at(600), answers },
  });
  expect(await alarms()).toEqual([expect.objectContaining({ id: alarm.id, state: 'active_unacknowledged', value: 855 })]);
});
