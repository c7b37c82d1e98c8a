import type { monitoringAlarmsApi } from '../api/monitoring-alarms';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The endpoints of the alarms' counts and settings. */
const loadMonitoringAlarms = once(() => import('../api/monitoring-alarms'));

/** The alarms waiting per reactor of a monitoring (`GET /monitoring/alarms/summary`), its endpoint loaded after hydration. */
export const useGetAlarmSummaryQuery = deferredQueryHook<typeof monitoringAlarmsApi.useGetAlarmSummaryQuery>(loadMonitoringAlarms, 'getAlarmSummary');
