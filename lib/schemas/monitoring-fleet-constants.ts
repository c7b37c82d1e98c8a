/* The fleet's constants, apart from its schemas: the status tiles read them without loading zod. */

/** Where a reactor stands (docs/requirements.md ). */
export const FLEET_STATUSES = ['online', 'silent', 'no_data'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];

/** A reactor is silent once its newest reading is older than this many expected intervals. */
export const SILENT_AFTER_INTERVALS = 3;

/** The most alarms the fleet's inbox lists. */
export const FLEET_ALARM_LIMIT = 200;

/** How often the fleet's screens ask again for its status and counts. */
export const FLEET_REFRESH_MS = 30_000;

/**
 * A fleet screen follows its reactors' live streams (an alarm change refreshes the counts at once, R-20.6) only when it
 * shows at most this many: each stream counts against the per-user limit of 20; beyond, the 30 s polling alone serves.
 */
export const FLEET_LIVE_MAX_REACTORS = 4;
