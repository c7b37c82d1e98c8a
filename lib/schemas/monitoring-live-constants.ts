/*
 * Live readings' event names and timings, apart from the zod schemas so that the reactor page's live chart reads them
 * without zod in its first load (issue 25). `monitoring-live.ts` exports them again.
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
