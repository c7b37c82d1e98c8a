import { alarmRuleInputSchema } from '@/lib/schemas/monitoring-alarms';
import { parameterInputSchema, reactorInputSchema, siteInputSchema } from '@/lib/schemas/monitoring';
import type { ParameterMeasure } from '@/lib/schemas/monitoring-measures';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import { createMailSender } from '@/server/mail/sender';
import type { Caller } from '@/server/modules/projects/public';
import { ensureDemoBatches } from './batches-demo';
import { findActiveDevicesNamed, replaceKey } from './devices-repository';
import { newDeviceKey } from './devices-service';
import type { IngestionService } from './ingestion-service';
import { createMonitoringServices } from './service';
import { findMonitoringByProject, listReactors, listSites } from './setup-repository';

/** The demo reactor's controller: the simulator reports as this device. */
export const DEMO_DEVICE_NAME = 'Demo kiln controller';
/** The simulated reactor reports its temperature this often, and moisture and biochar every hour. */
export const DEMO_INTERVAL_S = 5;
/**
 * Every quarter of an hour the simulated kiln overheats for DEMO_SPIKE_S, longer than the minute its normal range's rule
 * waits, so an alarm is raised, comes back to normal and waits in the active list for a person.
 */
export const DEMO_SPIKE_EVERY_S = 15 * 60;
export const DEMO_SPIKE_S = 90;

/**
 * Gives the demo project a monitored site with one reactor, its parameters, a device and its alarm rules (the one
 * the temperature's normal range arms, R-20.4, and a silence rule), through the same services as the API, when it
 * has no monitoring yet. Answers the monitoring's id, or null when one was there.
 */
export async function ensureDemoPlant(db: Database, projectId: string, caller: Caller, logger: Logger): Promise<string | null> {
  // Alarm mails of the set-up itself go nowhere: the sender has no mailer.
  const { sites, reactors, devices, alarms, batches, ingestion } = createMonitoringServices(db, { logger, mail: createMailSender({ logger, appOrigin: '' }) });
  const known = await findMonitoringByProject(db, projectId);
  if (known) {
    // A plant set up before the batches came gets them (without readings: the device's key is not known here).
    const [site] = await listSites(db, known.id);
    const [first] = site ? await listReactors(db, known.id, site.id) : [];
    if (first) await ensureDemoBatches(db, { batches, ingestion }, first.id, caller);
    return null;
  }
  const monitoring = await sites.create(projectId, caller);
  const site = await sites.add(
    siteInputSchema.parse({
      monitoring_id: monitoring.id,
      name: 'Saumur yard',
      address: 'Zone artisanale des Moulins, Saumur',
      latitude: 47.2601,
      longitude: -0.0769,
      time_zone: 'Europe/Paris',
    }),
    caller,
  );
  const reactor = await reactors.add(
    reactorInputSchema.parse({
      site_id: site.id,
      name: 'Kiln 1',
      model: 'Continuous retort, 500 kg/h',
      oem_name: 'Pyro Works',
      capacity_t_per_year: 3600,
      commissioned_on: '2026-04-01',
    }),
    caller,
  );
  const parameter = (name: string, unit: string, min: number | null, max: number | null, interval: number, measure: ParameterMeasure, decimals: number) =>
    reactors.addParameter(
      parameterInputSchema.parse({ reactor_id: reactor.id, name, unit, normal_min: min, normal_max: max, expected_interval_s: interval, measure, decimals }),
      caller,
    );
  const temperature = await parameter('temperature', '°C', 350, 700, DEMO_INTERVAL_S, 'reactor_temperature', 1);
  await parameter('moisture', '%', 0, 15, 3600, 'feedstock_moisture', 1);
  await parameter('biochar', 'kg', null, null, 3600, 'biochar_output', 0);
  const device = await devices.add({ reactor_id: reactor.id, name: DEMO_DEVICE_NAME }, caller);
  await alarms.addRule(alarmRuleInputSchema.parse({ parameter_id: temperature.id, kind: 'silent', duration_s: 60 }), caller);
  await ensureDemoBatches(db, { batches, ingestion }, reactor.id, caller, { deviceKey: device.key });
  return monitoring.id;
}

/** The simulated kiln's readings at an instant: a slow swing around 560 °C, an overheat of DEMO_SPIKE_S every quarter of an hour. */
export function demoReadings(at: number): { parameter: string; time: string; value: number }[] {
  const seconds = Math.floor(at / 1000);
  const time = new Date(seconds * 1000).toISOString();
  const temperature = seconds % DEMO_SPIKE_EVERY_S < DEMO_SPIKE_S ? 735 : 560 + 60 * Math.sin(seconds / 600) + 8 * Math.sin(seconds / 7);
  const readings = [{ parameter: 'temperature', time, value: Math.round(temperature * 10) / 10 }];
  if (seconds % 3600 < DEMO_INTERVAL_S) {
    readings.push({ parameter: 'moisture', time, value: Math.round((12 + 2 * Math.sin(seconds / 7200)) * 10) / 10 });
    readings.push({ parameter: 'biochar', time, value: Math.round(40 + 5 * Math.sin(seconds / 5400)) });
  }
  return readings;
}

/**
 * Makes the demo reactors report every DEMO_INTERVAL_S through the ingestion service, as their device would: live
 * charts move and alarms are raised and cleared. Each demo device gets a fresh key, known only to this process.
 */
export function startDemoSimulator(db: Database, ingestion: IngestionService, logger: Logger): { stop(): void } {
  let keys: string[] | undefined;
  const rekey = async () => {
    const devices = await findActiveDevicesNamed(db, DEMO_DEVICE_NAME);
    keys = [];
    for (const device of devices) {
      const key = newDeviceKey();
      if (await replaceKey(db, device, key)) keys.push(key.key);
    }
  };
  const tick = async () => {
    if (!keys) await rekey();
    const at = Math.floor(Date.now() / (DEMO_INTERVAL_S * 1000)) * DEMO_INTERVAL_S * 1000;
    for (const key of keys ?? []) await ingestion.ingest(key, { readings: demoReadings(at) });
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => {
      keys = undefined;
      logger.warn({ err: error }, 'the demo reactor could not report; trying again');
    });
  }, DEMO_INTERVAL_S * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
