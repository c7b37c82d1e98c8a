import { z } from 'zod';
import { uuidSchema } from './common';
import { ALARM_STATES } from './monitoring-alarm-constants';
import { readingSchema } from './monitoring-data';

/*
 * Live readings (`/monitoring/livemonitoring`): Server-Sent Events of a reactor's readings as they are stored, through
 * whichever instance took them. Every field is snake_case.
 */

/** How far back (by the time they were stored) a reconnection is sent what it missed; older gaps are the chart's to fetch. */
export const LIVE_CATCH_UP_MINUTES = 60;
/** How often an idle stream sends a comment, so that proxies keep it open. */
export const LIVE_HEARTBEAT_S = 15;
/** How long the browser waits before reconnecting a dropped stream. */
export const LIVE_RETRY_MS = 1_000;
/** The name of the events that carry readings. */
export const LIVE_READINGS_EVENT = 'readings';
/** The last event of a stream the server ends (it is stopping, or missed notifications): connect again, after `retry`. */
export const LIVE_RECONNECT_EVENT = 'reconnect';
/** The name of the events that tell of a change to one of the reactor's alarms. */
export const LIVE_ALARM_EVENT = 'alarm';
/** The last event of a stream the reader may no longer follow: its data names why; do not connect again. */
export const LIVE_END_EVENT = 'end';
/** Why a stream ended for good: the reader's right on the reactor's project ended, or the reactor is gone. */
export const LIVE_END_REASONS = ['revoked', 'removed'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

export const liveQuerySchema = z
  .object({
    reactor_id: uuidSchema,
    last_event_id: z.iso.datetime({ offset: true }).optional().describe('The id of the last event received, when the Last-Event-ID header cannot be sent (a first connection)'),
  })
  .meta({ id: 'LiveQuery', description: 'The reactor to follow, and where a reconnection resumes' });
export type LiveQuery = z.infer<typeof liveQuerySchema>;

export const liveReadingsSchema = z.object({ reactor_id: uuidSchema, readings: z.array(readingSchema) }).meta({
  id: 'LiveReadings',
  description: `The data of a \`${LIVE_READINGS_EVENT}\` event: readings just stored. Its id is when they were stored; a reading may come twice after a reconnection (same parameter and time).`,
});
export type LiveReadings = z.infer<typeof liveReadingsSchema>;

export const liveAlarmSchema = z
  .object({ reactor_id: uuidSchema, alarm_id: uuidSchema, state: z.enum(ALARM_STATES) })
  .meta({ id: 'LiveAlarm', description: `The data of an \`${LIVE_ALARM_EVENT}\` event: one of the reactor's alarms was raised or changed state; read the alarms again.` });
export type LiveAlarm = z.infer<typeof liveAlarmSchema>;

export const liveEndSchema = z
  .object({ reason: z.enum(LIVE_END_REASONS).describe('`revoked`: your right on the project ended; `removed`: the reactor was removed') })
  .meta({ id: 'LiveEnd', description: `The data of the \`${LIVE_END_EVENT}\` event that ends a stream for good.` });
export type LiveEnd = z.infer<typeof liveEndSchema>;
