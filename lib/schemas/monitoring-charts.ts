import { z } from 'zod';
import { uuidSchema } from './common';
import { ALARM_STATES } from './monitoring-alarm-constants';
import { instantSchema } from './monitoring-data';

/*
 * Charts of a reactor's readings (`/monitoring/charts`): any period, downsampled on the server to about one bucket per
 * pixel, each bucket keeping its lowest and highest value so that no peak is hidden. Every field is snake_case.
 */

export const MIN_CHART_WIDTH = 10;
export const MAX_CHART_WIDTH = 4_000;
export const DEFAULT_CHART_WIDTH = 1_000;
/** Most parameters one chart may draw. */
export const MAX_CHART_PARAMETERS = 8;

export const chartQuerySchema = z
  .object({
    reactor_id: uuidSchema,
    parameter_ids: z
      .string()
      .max(MAX_CHART_PARAMETERS * 37)
      .optional()
      .describe(`Up to ${MAX_CHART_PARAMETERS} parameter ids, comma separated; all of the reactor’s without it`)
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const ids = [
          ...new Set(
            value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.length === 0 || ids.length > MAX_CHART_PARAMETERS || !ids.every((id) => uuidSchema.safeParse(id).success)) {
          context.addIssue({ code: 'custom', message: `Give 1 to ${MAX_CHART_PARAMETERS} parameter ids, comma separated` });
          return z.NEVER;
        }
        return ids;
      }),
    from: instantSchema.describe('Start of the period (included)'),
    to: instantSchema.describe('End of the period (excluded)'),
    width: z.coerce.number().int().min(MIN_CHART_WIDTH).max(MAX_CHART_WIDTH).default(DEFAULT_CHART_WIDTH).describe('The chart’s width in pixels: about one bucket per pixel'),
  })
  .refine((value) => Date.parse(value.from) < Date.parse(value.to), { message: 'from must be before to', path: ['to'] })
  .meta({ id: 'ChartQuery', description: 'A period of a reactor’s readings to draw, and the width to draw it on' });
export type ChartQuery = z.infer<typeof chartQuerySchema>;

/** The buckets of one parameter, column by column (the shape chart libraries draw from). */
export const chartPointsSchema = z
  .object({
    time: z.array(z.number()).describe('Start of each bucket, in seconds since 1970 (UTC)'),
    min: z.array(z.number()),
    max: z.array(z.number()),
    mean: z.array(z.number()),
    count: z.array(z.number().int()).describe('Readings in the bucket'),
  })
  .meta({ id: 'ChartPoints', description: 'Buckets holding at least one reading, oldest first; a bucket with none is left out' });
export type ChartPoints = z.infer<typeof chartPointsSchema>;

/** What daily forms said of a parameter: drawn as the form's points, never as readings. */
export const chartObservationsSchema = z
  .object({
    time: z.array(z.number()).describe('When each form says it measured, in seconds since 1970 (UTC)'),
    value: z.array(z.number()).describe('What the form said, in the parameter’s unit'),
  })
  .meta({ id: 'ChartObservations', description: 'The forms’ observations of one parameter during the period, oldest first' });
export type ChartObservations = z.infer<typeof chartObservationsSchema>;

export const chartSeriesSchema = z
  .object({
    parameter_id: uuidSchema,
    name: z.string(),
    unit: z.string(),
    normal_min: z.number().nullable(),
    normal_max: z.number().nullable(),
    expected_interval_s: z.number().int().describe('How often a reading is expected: a longer silence than three of these is drawn as a gap'),
    points: chartPointsSchema,
    observations: chartObservationsSchema,
  })
  .meta({ id: 'ChartSeries', description: 'One parameter of the chart, with its normal range' });
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const CHART_SOURCES = ['readings', 'hourly_rollups'] as const;

export const chartAlarmSchema = z
  .object({
    id: uuidSchema,
    parameter_id: uuidSchema,
    kind: z.enum(['out_of_range', 'rate_of_change', 'silent']),
    state: z.enum(ALARM_STATES),
    triggered_at: z.iso.datetime().describe('Where the alarm starts on the chart'),
    cleared_at: z.iso.datetime().nullable().describe('Where it ends; null while active'),
    message: z.string(),
  })
  .meta({ id: 'ChartAlarm', description: 'An alarm of one of the chart’s parameters during the period, to mark on it' });
export type ChartAlarm = z.infer<typeof chartAlarmSchema>;

export const chartSchema = z
  .object({
    reactor_id: uuidSchema,
    time_zone: z.string().describe('The site’s IANA time zone: buckets of a day or longer are its days, from its midnight'),
    from: z.iso.datetime().describe('Start of the first bucket (an hour boundary when read from the hourly rollups, the site’s midnight for buckets of days)'),
    to: z.iso.datetime(),
    bucket_seconds: z.number().positive().describe('Length of a bucket; for buckets of days, whole days of 24 hours (a day of the site across a change of clock lasts 23 or 25)'),
    source: z.enum(CHART_SOURCES).describe('`readings` for buckets under an hour, `hourly_rollups` for an hour and longer'),
    series: z.array(chartSeriesSchema),
    alarms: z.array(chartAlarmSchema).describe('Alarms of these parameters active at some moment of the period, oldest first'),
  })
  .meta({ id: 'Chart', description: 'A reactor’s readings over a period, downsampled to min, max and mean per bucket' });
export type Chart = z.infer<typeof chartSchema>;
