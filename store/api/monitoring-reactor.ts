import { CSV_FILE_NAME, request } from '@/lib/api/request';
import { MONITORING_ROUTES, MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import type { Alarm, AlarmAction, AlarmRule, AlarmRuleInput, AlarmRuleUpdate } from '@/lib/schemas/monitoring-alarms';
import type { Chart } from '@/lib/schemas/monitoring-charts';
import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { api } from './index';
import { monitoringTag } from './monitoring';
import { schemaModule } from './lazy-schema';

/** The schemas of a reactor's screens, each loaded with its first request. */
const chartSchemas = schemaModule(() => import('@/lib/schemas/monitoring-charts'));
const alarmSchemas = schemaModule(() => import('@/lib/schemas/monitoring-alarms'));
const computeSchemas = schemaModule(() => import('@/lib/schemas/monitoring-compute'));

export const reactorTag = {
  alarms: (reactorId: string) => ({ type: 'Monitoring' as const, id: `alarms:${reactorId}` }),
  rules: (reactorId: string) => ({ type: 'Monitoring' as const, id: `rules:${reactorId}` }),
  /** What the reactor's live readings change: its KPIs (read again with each batch of readings). */
  readings: (reactorId: string) => ({ type: 'Monitoring' as const, id: `readings:${reactorId}` }),
};

export interface ChartArgs {
  reactor_id: string;
  parameter_ids?: string[];
  from: string;
  to: string;
  width: number;
}

export interface ComputeArgs {
  reactor_id: string;
  from: string;
  to: string;
  c_org?: number;
  permanence?: number;
  emissions_t?: number;
}

const chartQuery = ({ parameter_ids: ids, ...rest }: ChartArgs) => ({ ...rest, ...(ids && ids.length > 0 ? { parameter_ids: ids.join(',') } : {}) });

/** `/monitoring/charts`, `/monitoring/alarms` (and its rules), `/monitoring/compute`: loaded with the reactor page. */
export const monitoringReactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<Chart, ChartArgs>({
      query: (args) => ({ url: MONITORING_ROUTES.charts, body: chartQuery(args), schemas: chartSchemas }),
      responseSchema: chartSchemas.response((schemas) => schemas.chartSchema),
      /** A parameter added or removed changes what the chart draws. */
      providesTags: (_result, _error, { reactor_id: id }) => [monitoringTag.reactor(id)],
      keepUnusedDataFor: 30,
    }),
    getAlarms: build.query<Alarm[], { reactor_id: string; state: 'active' | 'all' }>({
      query: (body) => ({ url: MONITORING_ROUTES.alarms, body, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.alarmSchema.array()),
      providesTags: (_result, _error, { reactor_id: id }) => [reactorTag.alarms(id)],
    }),
    answerAlarm: build.mutation<Alarm, AlarmAction & { reactor_id: string }>({
      query: ({ reactor_id: _reactor, ...body }) => ({ url: MONITORING_ROUTES.alarms, method: 'PUT', body, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.alarmSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [reactorTag.alarms(id)]),
    }),
    getAlarmRules: build.query<AlarmRule[], string>({
      query: (reactorId) => ({ url: MONITORING_SETUP_ROUTES.alarmRules, body: { reactor_id: reactorId }, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.alarmRuleSchema.array()),
      /** Fresh after a parameter changes too: its normal range arms, or switches off, a rule. */
      providesTags: (_result, _error, id) => [reactorTag.rules(id), monitoringTag.reactor(id)],
    }),
    addAlarmRule: build.mutation<AlarmRule, AlarmRuleInput & { reactor_id: string }>({
      query: ({ reactor_id: _reactor, ...body }) => ({ url: MONITORING_SETUP_ROUTES.alarmRules, method: 'POST', body, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.alarmRuleSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [reactorTag.rules(id)]),
    }),
    changeAlarmRule: build.mutation<AlarmRule, AlarmRuleUpdate & { reactor_id: string }>({
      query: ({ reactor_id: _reactor, ...body }) => ({ url: MONITORING_SETUP_ROUTES.alarmRules, method: 'PUT', body, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.alarmRuleSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [reactorTag.rules(id)]),
    }),
    removeAlarmRule: build.mutation<{ id: string }, { rule_id: string; reactor_id: string }>({
      query: ({ rule_id: id }) => ({ url: MONITORING_SETUP_ROUTES.alarmRules, method: 'DELETE', body: { rule_id: id }, schemas: alarmSchemas }),
      responseSchema: alarmSchemas.response((schemas) => schemas.removedRuleSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [reactorTag.rules(id), reactorTag.alarms(id)]),
    }),
    getKpis: build.query<MonitoringKpis, ComputeArgs>({
      query: (body) => ({ url: MONITORING_ROUTES.compute, body, schemas: computeSchemas }),
      responseSchema: computeSchemas.response((schemas) => schemas.kpisSchema),
      /** Fresh after a parameter changes, with each batch of live readings, and when an alarm changes. */
      providesTags: (_result, _error, { reactor_id: id }) => [monitoringTag.reactor(id), reactorTag.alarms(id), reactorTag.readings(id)],
    }),
  }),
});

export const {
  useGetChartQuery,
  useGetAlarmsQuery,
  useAnswerAlarmMutation,
  useGetAlarmRulesQuery,
  useAddAlarmRuleMutation,
  useChangeAlarmRuleMutation,
  useRemoveAlarmRuleMutation,
  useGetKpisQuery,
} = monitoringReactorApi;

/**
 * Every reading of the period as CSV (the CSV mode), saved under the name the server gives it (the reactor and the
 * period, R-20.17), data.csv (the seed's CSV file name) when the answer names none.
 */
export function downloadChartCsv(args: ChartArgs): Promise<void> {
  return request<void>('GET', MONITORING_ROUTES.charts, chartQuery(args), { csv: true, download: CSV_FILE_NAME });
}
