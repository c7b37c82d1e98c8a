import type { routesOf } from '@/server/http/route';

/**
 * The declarer every monitoring area registers its routes with: built once in routes.ts (the aggregator) and handed
 * to each area, which imports this type from here rather than from the aggregator that imports it.
 */
export type MonitoringRoute = ReturnType<typeof routesOf>;
