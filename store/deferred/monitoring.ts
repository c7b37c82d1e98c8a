import type { monitoringApi } from '../api/monitoring';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The endpoints that read a project's monitoring, its sites and reactors. */
const loadMonitoring = once(() => import('../api/monitoring'));

/** A reactor (`GET /monitoring/reactor`), its endpoint loaded after hydration. */
export const useGetReactorQuery = deferredQueryHook<typeof monitoringApi.useGetReactorQuery>(loadMonitoring, 'getReactor');

/** A project's monitoring and the viewer's access to it (`GET /monitoring/create`), its endpoint loaded after hydration. */
export const useGetProjectMonitoringQuery = deferredQueryHook<typeof monitoringApi.useGetProjectMonitoringQuery>(loadMonitoring, 'getProjectMonitoring');

/** A monitoring's sites (`GET /monitoring/sites`), their endpoint loaded after hydration. */
export const useGetSitesQuery = deferredQueryHook<typeof monitoringApi.useGetSitesQuery>(loadMonitoring, 'getSites');
