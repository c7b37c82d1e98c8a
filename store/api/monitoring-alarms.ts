import { MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import type { AlarmSummary, NotificationSettings, NotificationSettingsInput } from '@/lib/schemas/monitoring-alarm-settings';
import { api } from './index';
import { schemaModule } from './lazy-schema';
import { reactorTag } from './monitoring-reactor';

/** The schemas of the alarm counts and settings, loaded with their first request. */
const settingsSchemas = schemaModule(() => import('@/lib/schemas/monitoring-alarm-settings'));
const alarmSchemas = schemaModule(() => import('@/lib/schemas/monitoring-alarms'));

const settingsTag = (monitoringId: string) => ({ type: 'Monitoring' as const, id: `alarm-settings:${monitoringId}` });

/**
 * `/monitoring/alarms/summary` (alarms waiting per reactor: fresh whenever a reactor's alarms are, live events
 * included), `/monitoring/alarms/acknowledge-cleared` and `/monitoring/alarms/notifications` (one's own alarm mails).
 */
export const monitoringAlarmsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlarmSummary: build.query<AlarmSummary, string>({
      query: (monitoringId) => ({ url: MONITORING_SETUP_ROUTES.alarmsSummary, body: { monitoring_id: monitoringId }, schemas: settingsSchemas }),
      responseSchema: settingsSchemas.response((schemas) => schemas.alarmSummarySchema),
      providesTags: (result) => (result ?? []).map((row) => reactorTag.alarms(row.reactor_id)),
    }),
    acknowledgeCleared: build.mutation<{ acknowledged: number }, { reactor_id: string; note?: string }>({
      query: (body) => ({ url: MONITORING_SETUP_ROUTES.alarmsAcknowledgeCleared, method: 'POST', body, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.acknowledgedCountSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [reactorTag.alarms(id)]),
    }),
    getAlarmNotifications: build.query<NotificationSettings, string>({
      query: (monitoringId) => ({ url: MONITORING_SETUP_ROUTES.alarmNotifications, body: { monitoring_id: monitoringId }, schemas: settingsSchemas }),
      responseSchema: settingsSchemas.response((schemas) => schemas.notificationSettingsSchema),
      providesTags: (_result, _error, id) => [settingsTag(id)],
    }),
    chooseAlarmNotifications: build.mutation<NotificationSettings, NotificationSettingsInput>({
      query: (body) => ({ url: MONITORING_SETUP_ROUTES.alarmNotifications, method: 'PUT', body, schemas: settingsSchemas }),
      responseSchema: settingsSchemas.response((schemas) => schemas.notificationSettingsSchema),
      invalidatesTags: (_result, error, { monitoring_id: id }) => (error ? [] : [settingsTag(id)]),
    }),
  }),
});

export const { useGetAlarmSummaryQuery, useAcknowledgeClearedMutation, useGetAlarmNotificationsQuery, useChooseAlarmNotificationsMutation } = monitoringAlarmsApi;
