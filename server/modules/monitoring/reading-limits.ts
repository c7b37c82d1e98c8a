import type { ParameterMeasure } from '@/lib/schemas/monitoring-measures';
import { MAX_READING_MAGNITUDE, readingTimeProblem, type RefusalReason } from '@/lib/schemas/monitoring-data';
import { convert, familyOf } from './units';

/*
 * What a value may physically be, by what its parameter measures (docs/requirements.md ), and the time a
 * reading may carry. One place for devices (ingestion), forms and a parameter's normal range.
 *   - any temperature: not below absolute zero (0 K);
 *   - feedstock moisture and organic carbon, in a share unit (%, fraction, ppm): 0–100 % (0–1 as a fraction);
 *   - feedstock mass and biochar output (a mass or a mass flow): not negative;
 *   - moisture and organic carbon in another unit: not negative.
 */

export interface LimitedParameter {
  unit: string;
  measure: ParameterMeasure;
}

/** The lowest and highest physical value, in the parameter's own unit (undefined: no bound). */
export function physicalLimits(parameter: LimitedParameter): { min?: number; max?: number } {
  const family = familyOf(parameter.unit);
  if (family === 'temperature') return { min: convert(0, 'K', parameter.unit) };
  switch (parameter.measure) {
    case 'feedstock_moisture':
    case 'organic_carbon':
      return family === 'share' ? { min: 0, max: convert(1, 'fraction', parameter.unit) } : { min: 0 };
    case 'feedstock_mass':
    case 'biochar_output':
      return { min: 0 };
    default:
      return {};
  }
}

const EPSILON = 1e-9;

/** Whether a value (in the parameter's unit) is physically possible for what the parameter measures. */
export function withinPhysicalLimits(value: number, parameter: LimitedParameter): boolean {
  const { min, max } = physicalLimits(parameter);
  return (min === undefined || value >= min - EPSILON) && (max === undefined || value <= max + EPSILON);
}

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The time (ms) of an ISO 8601 instant with a zone, or NaN; a day that does not exist (2026-02-30) is NaN, not March 2. */
export function parseReadingTime(text: string): number {
  const match = ISO_WITH_ZONE.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return Number.NaN;
  return Date.parse(text);
}

/** A device's reading checked: its time (ms) and value in the parameter's unit, or why it is refused. */
export function checkReading(reading: { time: string; value: number; unit?: string }, parameter: LimitedParameter, now: number): RefusalReason | { time: number; value: number } {
  const time = parseReadingTime(reading.time);
  if (!Number.isFinite(time)) return 'invalid_time';
  const late = readingTimeProblem(time, now);
  if (late) return late;
  const value = reading.unit === undefined ? reading.value : convert(reading.value, reading.unit, parameter.unit);
  if (value === undefined) return 'unit_not_convertible';
  if (!Number.isFinite(value) || Math.abs(value) > MAX_READING_MAGNITUDE) return 'value_out_of_bounds';
  // Below absolute zero keeps its older reason, `value_out_of_bounds`.
  if (!withinPhysicalLimits(value, parameter)) return familyOf(parameter.unit) === 'temperature' ? 'value_out_of_bounds' : 'outside_physical_limits';
  return { time, value };
}

/** Why a normal range is physically impossible for the parameter, or undefined. */
export function rangeProblem(parameter: LimitedParameter & { normalMin: number | null; normalMax: number | null }): string | undefined {
  const { min, max } = physicalLimits(parameter);
  const outside = (value: number | null) => value !== null && !withinPhysicalLimits(value, parameter);
  if (!outside(parameter.normalMin) && !outside(parameter.normalMax)) return undefined;
  const bounds = [min === undefined ? undefined : `at least ${min}`, max === undefined ? undefined : `at most ${max}`].filter(Boolean).join(' and ');
  return `The normal range must be physically possible: ${bounds} ${parameter.unit}`;
}

/** Why a form's readings (values in their parameter's unit) cannot be, or undefined: the first physically impossible one. */
export function formReadingsProblem(readings: { parameterId: string; value: number }[], parameters: (LimitedParameter & { id: string; name: string })[]): string | undefined {
  for (const reading of readings) {
    const parameter = parameters.find((candidate) => candidate.id === reading.parameterId);
    if (parameter && !withinPhysicalLimits(reading.value, parameter)) {
      const { min, max } = physicalLimits(parameter);
      return `${parameter.name}: ${reading.value} ${parameter.unit} is physically impossible (from ${min ?? '−∞'} to ${max ?? '∞'} ${parameter.unit})`;
    }
  }
  return undefined;
}
