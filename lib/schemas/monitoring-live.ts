import { z } from 'zod';
import { uuidSchema } from './common';
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
