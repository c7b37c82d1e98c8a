import { z } from 'zod';
import { uuidSchema } from './common';
import { ALARM_STATES } from './monitoring-alarm-constants';
import { readingSchema } from './monitoring-data';
import { LIVE_READINGS_EVENT, LIVE_ALARM_EVENT, LIVE_END_EVENT, LIVE_END_REASONS } from './monitoring-live-constants';

// The constants live in a zod-free module (read by pages without zod, issue 25); this module gives them on too.
export * from './monitoring-live-constants';

/*
 * Live readings (`/monitoring/livemonitoring`): Server-Sent Events of a reactor's readings as they are stored, through
 * whichever instance took them. Every field is snake_case.
 */

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
