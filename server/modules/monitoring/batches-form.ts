import { BATCH_FUTURE_TOLERANCE_MS } from '@/lib/schemas/monitoring-batch-constants';
import type { Database } from '@/server/db/client';
import type { ReactorRow } from '@/server/db/schema';
import { listBatchesOf } from './batches-repository';
import type { BatchActor, BatchesService } from './batches-service';
import { findSite } from './setup-repository';

/*
 * The daily form's batch start and end: times of day on the site's clock, on the day the form records.
 * Sending a form with them opens the reactor's batch, and closes it: sending the same form again changes nothing.
 */

export const FORM_BATCH_START = 'batch_start';
export const FORM_BATCH_END = 'batch_end';
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const DAY_MS = 86_400_000;

/** How far a zone's clock is ahead of UTC at an instant, in ms. */
function offsetMs(zone: string, ms: number): number {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const whole = Math.floor(ms / 1000) * 1000;
  for (const part of format.formatToParts(new Date(whole))) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second) - whole;
}

/** The instant of `hh:mm` on the zone's calendar day holding `day`. */
export function timeOnDay(day: Date, text: string, zone: string): Date | undefined {
  const match = TIME_OF_DAY.exec(text);
  if (!match) return undefined;
  const local = day.getTime() + offsetMs(zone, day.getTime());
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const naive = midnight + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  return new Date(naive - offsetMs(zone, naive - offsetMs(zone, naive)));
}

/** The batch's conditions the form declares: its number answers about the feedstock and the temperature. */
function conditionsOf(answers: Record<string, unknown>): Record<string, number | string> {
  const conditions: Record<string, number | string> = { source: 'daily_form' };
  for (const key of ['moisture', 'temperature', 'feedstock_mass']) if (typeof answers[key] === 'number') conditions[key] = answers[key] as number;
  return conditions;
}

export function createFormBatches(db: Database, batches: BatchesService, now: () => number = Date.now) {
  /** Opens and closes the reactor's batch from a form's answers; nothing when it names no batch time. */
  return async function applyFormBatch(reactor: ReactorRow, form: { measuredAt: Date; answers: Record<string, unknown> }, actor: BatchActor): Promise<void> {
    const startText = form.answers[FORM_BATCH_START];
    const endText = form.answers[FORM_BATCH_END];
    if (typeof startText !== 'string' && typeof endText !== 'string') return;
    const zone = (await findSite(db, reactor.siteId))?.timeZone ?? 'UTC';
    const start = typeof startText === 'string' ? timeOnDay(form.measuredAt, startText, zone) : undefined;
    let end = typeof endText === 'string' ? timeOnDay(form.measuredAt, endText, zone) : undefined;
    // An end before the start is the next morning's: the batch ran over midnight.
    if (start && end && end.getTime() <= start.getTime()) end = new Date(end.getTime() + DAY_MS);
    // A time still to come is not yet a batch's: a start ahead opens nothing, an end ahead leaves the batch open.
    const ahead = (time: Date | undefined) => time !== undefined && time.getTime() > now() + BATCH_FUTURE_TOLERANCE_MS;
    if (ahead(start)) return;
    if (ahead(end)) end = undefined;
    const known = await listBatchesOf(db, reactor.monitoringId, reactor.id);
    const open = known.find((batch) => batch.endedAt === null);
    const same = start ? known.find((batch) => batch.startedAt.getTime() === start.getTime()) : open;
    if (same) {
      if (end && same.endedAt === null) await batches.closeBatch(same, end, actor);
      return;
    }
    if (start) {
      const feedstock = typeof form.answers.feedstock_type === 'string' ? form.answers.feedstock_type : 'unknown';
      await batches.openOn(
        reactor,
        { started_at: start.toISOString(), ended_at: end?.toISOString() ?? null, feedstock, conditions: conditionsOf(form.answers), notes: null },
        actor,
      );
    }
  };
}
export type FormBatches = ReturnType<typeof createFormBatches>;
