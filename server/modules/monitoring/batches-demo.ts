import type { Database } from '@/server/db/client';
import type { Caller } from '@/server/modules/projects/public';
import { batchWithCode } from './batches-repository';
import type { BatchesService } from './batches-service';
import type { IngestionService } from './ingestion-service';
import { findReactor } from './setup-repository';

/** The demo plant's two closed batches (issue 22, item 11): the evidence track attaches its demo evidence to these codes. */
export const DEMO_BATCH_CODES = ['DEMO-B1', 'DEMO-B2'] as const;

const DAY_MS = 86_400_000;
const READING_EVERY_MS = 10 * 60_000;

/** A batch's span: day `daysAgo` before `now`, 05:00 to 17:00 UTC (07:00 to 19:00 in Saumur in summer). */
function spanOf(now: number, daysAgo: number): { start: number; end: number } {
  const day = Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS;
  return { start: day + 5 * 3_600_000, end: day + 17 * 3_600_000 };
}

/** Steady readings over a span: the temperature within a few percent of 560 °C, the moisture near 12 %, biochar every hour. */
export function demoBatchReadings(start: number, end: number): { parameter: string; time: string; value: number }[] {
  const readings: { parameter: string; time: string; value: number }[] = [];
  for (let at = start; at < end; at += READING_EVERY_MS) {
    const step = (at - start) / READING_EVERY_MS;
    const time = new Date(at).toISOString();
    readings.push({ parameter: 'temperature', time, value: Math.round((560 + 25 * Math.sin(step / 5)) * 10) / 10 });
    if (step % 6 === 0) {
      readings.push({ parameter: 'moisture', time, value: Math.round((12 + Math.sin(step / 9)) * 10) / 10 });
      readings.push({ parameter: 'biochar', time, value: 40 });
    }
  }
  return readings;
}

/**
 * Gives the demo reactor its two closed batches when it has none of them, through the same service as the API; with
 * the device's key (a plant set up just now), their readings too, through the ingestion a device uses.
 */
export async function ensureDemoBatches(
  db: Database,
  deps: { batches: BatchesService; ingestion: IngestionService },
  reactorId: string,
  caller: Caller,
  options: { deviceKey?: string; now?: number } = {},
): Promise<void> {
  const reactor = await findReactor(db, reactorId);
  if (!reactor) return;
  const now = options.now ?? Date.now();
  for (const [index, code] of DEMO_BATCH_CODES.entries()) {
    if (await batchWithCode(db, reactor.monitoringId, code)) continue;
    const { start, end } = spanOf(now, DEMO_BATCH_CODES.length + 1 - index);
    if (options.deviceKey) await deps.ingestion.ingest(options.deviceKey, { readings: demoBatchReadings(start, end) });
    await deps.batches.openOn(
      reactor,
      {
        code,
        started_at: new Date(start).toISOString(),
        ended_at: new Date(end).toISOString(),
        feedstock: 'wood_chips',
        conditions: { target_temperature_c: 560, moisture_percent: 12 },
        notes: null,
      },
      { caller, requestId: null },
    );
  }
}
