import {
  CO2_PER_CARBON,
  KPI_MEASURES,
  MAX_GAP_INTERVALS,
  MAX_MEAN_MOISTURE_PERCENT,
  MAX_MOISTURE_PERCENT,
  MAX_PRODUCTION_DIP_S,
  MAX_SHARE_BELOW_TEMPERATURE,
  MEASURE_PHRASES,
  MIN_PYROLYSIS_TEMPERATURE_C,
  type ComputeQuery,
  type MonitoringKpis,
} from '@/lib/schemas/monitoring-compute';
import type { Database } from '@/server/db/client';
import type { ParameterRow } from '@/server/db/schema';
import type { Caller } from '@/server/modules/projects/public';
import { aggregateReadings as aggregate, timeAtTemperature } from './compute-repository';
import { reactorFor } from './reactors-service';
import { listParameters } from './setup-repository';
import { convert } from './units';

const round = (value: number, digits = 6) => Number(value.toFixed(digits));
const hours = (seconds: number) => round(seconds / 3600);

/** A value of the parameter's unit in `unit`, or undefined when they do not convert (the KPI then says so). */
const into = (value: number, parameter: ParameterRow, unit: string) => convert(value, parameter.unit, unit);

type Measure = keyof typeof MEASURE_PHRASES;
const noParameter = (measure: Measure) => `no parameter measuring ${MEASURE_PHRASES[measure]}`;
const noReading = (measure: Measure) => `no reading of ${MEASURE_PHRASES[measure]} in the period`;
const tooSparse = (measure: Measure, unknownHours: number) => `readings of ${MEASURE_PHRASES[measure]} too far apart to tell: all ${unknownHours} h unknown`;

export interface ComputeOptions {
  now?: () => number;
}

/** A reactor's KPIs over a period (anyone who may read its project). */
export function createComputeService(db: Database, options: ComputeOptions = {}) {
  const now = options.now ?? Date.now;

  /** Uptime and temperature compliance, into `result`. */
  async function temperatureFigures(result: MonitoringKpis, temperature: ParameterRow | undefined): Promise<void> {
    const why = (text: string) => void (result.missing.uptime = result.missing.temperature = text);
    if (!temperature) return why(noParameter(KPI_MEASURES.temperature));
    const hot = convert(MIN_PYROLYSIS_TEMPERATURE_C, '°C', temperature.unit);
    if (hot === undefined) return why(`the unit ${temperature.unit} is not a temperature`);
    // The period ends now at the latest: time still to come is neither known nor unknown.
    const end = new Date(Math.min(Date.parse(result.to), now())).toISOString();
    if (Date.parse(end) <= Date.parse(result.from)) return why('the period has not begun');
    const spans = await timeAtTemperature(
      db,
      temperature,
      { from: result.from, end },
      { hot: hot - 1e-9, maxGapS: MAX_GAP_INTERVALS * Math.max(1, temperature.expectedIntervalS), maxDipS: MAX_PRODUCTION_DIP_S },
    );
    const periodS = (Date.parse(end) - Date.parse(result.from)) / 1000;
    if (spans.knownS <= 0 && spans.readings === 0) return why(noReading(KPI_MEASURES.temperature));
    if (spans.knownS <= 0) {
      // Readings there are, but each more than MAX_GAP_INTERVALS intervals from the next: all the time is unknown.
      result.known_hours = 0;
      result.unknown_hours = hours(periodS);
      return why(tooSparse(KPI_MEASURES.temperature, hours(periodS)));
    }
    result.uptime = round(spans.hotS / spans.knownS);
    result.uptime_hours = hours(spans.hotS);
    result.known_hours = hours(spans.knownS);
    result.unknown_hours = hours(Math.max(0, periodS - spans.knownS));
    const productionS = spans.hotS + spans.dipS;
    if (productionS <= 0 || spans.productionMin === null || spans.productionMean === null) {
      result.missing.temperature = `no production in the period: the reactor never reached ${MIN_PYROLYSIS_TEMPERATURE_C} °C`;
      return;
    }
    const celsius = (value: number) => round(into(value, temperature, '°C') ?? value);
    result.temperature = {
      production_hours: hours(productionS),
      production_share: round(productionS / spans.knownS),
      below_hours: hours(spans.dipS),
      min_c: celsius(spans.productionMin),
      mean_c: celsius(spans.productionMean),
      compliant: spans.dipS <= MAX_SHARE_BELOW_TEMPERATURE * productionS,
    };
  }

  return {
    async kpis(query: ComputeQuery, caller: Caller): Promise<MonitoringKpis> {
      const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      // By what a parameter measures, never by its name; the first by name when several measure the same.
      const measuring = (measure: Measure) => parameters.find((parameter) => parameter.measure === measure);
      const from = new Date(query.from).toISOString();
      const to = new Date(query.to).toISOString();
      const result: MonitoringKpis = {
        reactor_id: reactor.id,
        from,
        to,
        biochar_t: null,
        co2_removed_t: null,
        c_org: query.c_org ?? null,
        uptime: null,
        uptime_hours: null,
        known_hours: null,
        unknown_hours: null,
        temperature: null,
        moisture: null,
        missing: { biochar_t: null, co2_removed_t: null, uptime: null, temperature: null, moisture: null },
      };

      const biochar = measuring(KPI_MEASURES.biochar);
      const made = biochar && (await aggregate(db, biochar, from, to));
      const tonnes = made && biochar ? into(made.sum, biochar, 't') : undefined;
      if (tonnes === undefined)
        result.missing.biochar_t = biochar ? (made ? `the unit ${biochar.unit} is not a mass` : noReading(KPI_MEASURES.biochar)) : noParameter(KPI_MEASURES.biochar);
      else result.biochar_t = round(tonnes);

      if (result.c_org === null) {
        const carbon = measuring(KPI_MEASURES.cOrg);
        const measured = carbon && (await aggregate(db, carbon, from, to));
        const mean = measured && carbon ? into(measured.mean, carbon, 'fraction') : undefined;
        if (mean !== undefined) result.c_org = round(mean);
      }
      if (result.biochar_t === null) result.missing.co2_removed_t = 'no biochar figure';
      else if (result.c_org === null) result.missing.co2_removed_t = 'no c_org: give it, or measure the organic carbon with a parameter';
      else result.co2_removed_t = round(result.biochar_t * result.c_org * CO2_PER_CARBON * query.permanence - query.emissions_t);

      await temperatureFigures(result, measuring(KPI_MEASURES.temperature));

      const moisture = measuring(KPI_MEASURES.moisture);
      const wet = moisture && (await aggregate(db, moisture, from, to));
      const mean = wet && moisture ? into(wet.mean, moisture, '%') : undefined;
      const max = wet && moisture ? into(wet.max, moisture, '%') : undefined;
      if (mean === undefined || max === undefined) {
        result.missing.moisture = !moisture ? noParameter(KPI_MEASURES.moisture) : wet ? `the unit ${moisture.unit} is not a share` : noReading(KPI_MEASURES.moisture);
      } else {
        result.moisture = { mean_percent: round(mean), max_percent: round(max), compliant: mean <= MAX_MEAN_MOISTURE_PERCENT && max <= MAX_MOISTURE_PERCENT };
      }
      return result;
    },
  };
}
export type ComputeService = ReturnType<typeof createComputeService>;
