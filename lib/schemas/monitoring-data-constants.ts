/*
 * Monitoring readings' constants, apart from the zod schemas so that the reactor page reads them without zod in its
 * first load (issue 25). `monitoring-data.ts` exports them again.
 */

/** The header that carries a device key on the ingestion route. */
export const DEVICE_KEY_HEADER = 'device-key';
