import {
  CO2_PER_CARBON,
  KPI_PARAMETERS,
  MAX_MEAN_MOISTURE_PERCENT,
  MAX_MOISTURE_PERCENT,
  MIN_PYROLYSIS_TEMPERATURE_C,
  type ComputeQuery,
  type MonitoringKpis,
} from '@/lib/schemas/monitoring-compute';
import type { Database } from '@/server/db/client';
import type { ParameterRow } from '@/server/db/schema';
import type { Caller } from '@/server/modules/projects/public';
import { aggregateReadings as aggregate } from './compute-repository';
import { reactorFor } from './reactors-service';
import { listParameters } from './setup-repository';
import { convert } from './units';

const round = (value: number, digits = 6) => Number(value.toFixed(digits));

/** A value of the parameter's unit in `unit`, or undefined when they do not convert (the KPI then says so). */
const into = (value: number, parameter: ParameterRow, unit: string) => convert(value, parameter.unit, unit);

/** A reactor's KPIs over a period (anyone who may read its project). */
export function createComputeService(db: Database) {
  return {
    async kpis(query: ComputeQuery, caller: Caller): Promise<MonitoringKpis> {
      const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      const named = (name: string) => parameters.find((parameter) => parameter.name.toLowerCase() === name);
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
        temperature: null,
        moisture: null,
        missing: { biochar_t: null, co2_removed_t: null, uptime: null, temperature: null, moisture: null },
      };

      const biochar = named(KPI_PARAMETERS.biochar);
      const made = biochar && (await aggregate(db, biochar, from, to));
      const tonnes = made && biochar ? into(made.sum, biochar, 't') : undefined;
      if (tonnes === undefined)
        result.missing.biochar_t = biochar ? (made ? `the unit ${biochar.unit} is not a mass` : 'no biochar reading in the period') : 'no parameter named biochar';
      else result.biochar_t = round(tonnes);

      if (result.c_org === null) {
        const carbon = named(KPI_PARAMETERS.cOrg);
        const measured = carbon && (await aggregate(db, carbon, from, to));
        const mean = measured && carbon ? into(measured.mean, carbon, 'fraction') : undefined;
        if (mean !== undefined) result.c_org = round(mean);
      }
      if (result.biochar_t === null) result.missing.co2_removed_t = 'no biochar figure';
      else if (result.c_org === null) result.missing.co2_removed_t = 'no c_org: give it, or measure a c_org parameter';
      else result.co2_removed_t = round(result.biochar_t * result.c_org * CO2_PER_CARBON * query.permanence - query.emissions_t);

      const temperature = named(KPI_PARAMETERS.temperature);
      const hot = temperature && convert(MIN_PYROLYSIS_TEMPERATURE_C, '°C', temperature.unit);
      const heat = temperature && hot !== undefined ? await aggregate(db, temperature, from, to, hot) : undefined;
      if (!temperature || hot === undefined || !heat) {
        result.missing.temperature = !temperature
          ? 'no parameter named temperature'
          : hot === undefined
            ? `the unit ${temperature.unit} is not a temperature`
            : 'no temperature reading in the period';
        result.missing.uptime = result.missing.temperature;
      } else {
        const minC = into(heat.min, temperature, '°C') ?? heat.min;
        result.temperature = {
          min_c: round(minC),
          mean_c: round(into(heat.mean, temperature, '°C') ?? heat.mean),
          share_at_temperature: round(heat.hot / heat.count),
          compliant: heat.hot === heat.count,
        };
        const intervals = Math.ceil((Date.parse(to) - Date.parse(from)) / 1000 / Math.max(1, temperature.expectedIntervalS));
        result.uptime = round(Math.min(1, heat.hotIntervals / intervals));
      }

      const moisture = named(KPI_PARAMETERS.moisture);
      const wet = moisture && (await aggregate(db, moisture, from, to));
      const mean = wet && moisture ? into(wet.mean, moisture, '%') : undefined;
      const max = wet && moisture ? into(wet.max, moisture, '%') : undefined;
      if (mean === undefined || max === undefined) {
        result.missing.moisture = !moisture ? 'no parameter named moisture' : wet ? `the unit ${moisture.unit} is not a share` : 'no moisture reading in the period';
      } else {
        result.moisture = { mean_percent: round(mean), max_percent: round(max), compliant: mean <= MAX_MEAN_MOISTURE_PERCENT && max <= MAX_MOISTURE_PERCENT };
      }
      return result;
    },
  };
}
export type ComputeService = ReturnType<typeof createComputeService>;
