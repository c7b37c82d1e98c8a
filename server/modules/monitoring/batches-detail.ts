import { KPI_MEASURES } from '@/lib/schemas/monitoring-compute';
import { MAX_BATCH_VARIATION_PERCENT, type BandFigure, type BatchDetail } from '@/lib/schemas/monitoring-batches';
import type { Database } from '@/server/db/client';
import type { ParameterRow } from '@/server/db/schema';
import type { Caller } from '@/server/modules/projects/public';
import { bandOf, bothWithin, lengthOf } from './batches-band';
import type { BatchesService } from './batches-service';
import { aggregateReadings, type ReadingsAggregate } from './compute-repository';
import { listParameters } from './setup-repository';
import { convert } from './units';

/** A reading spread in `unit` (the band is judged in °C and %, whatever the parameter's unit), or undefined when it does not convert. */
function spreadIn(spread: ReadingsAggregate, parameter: ParameterRow, unit: string | undefined): ReadingsAggregate | undefined {
  if (!unit) return spread;
  const to = (value: number) => convert(value, parameter.unit, unit);
  const [min, max, mean] = [to(spread.min), to(spread.max), to(spread.mean)];
  if (min === undefined || max === undefined || mean === undefined) return undefined;
  return { ...spread, min, max, mean };
}

function figure(parameter: ParameterRow, spread: ReadingsAggregate, unit: string | undefined): BandFigure | string {
  const shown = spreadIn(spread, parameter, unit);
  if (!shown) return `the unit ${parameter.unit} does not convert to ${unit}`;
  const band = bandOf(shown);
  return {
    parameter_id: parameter.id,
    parameter_name: parameter.name,
    unit: unit ?? parameter.unit,
    readings: spread.count,
    min: band.min,
    max: band.max,
    mean: band.mean,
    variation_percent: band.variationPercent,
    within: band.within,
  };
}

/**
 * One batch with its readings over its span (to now while open), its band and its length: the temperature
 * (the parameter measuring the reactor temperature) and the feedstock (its moisture, else the feed rate: the feedstock
 * mass) each within ±MAX_BATCH_VARIATION_PERCENT of their mean.
 */
export function createBatchDetail(db: Database, batches: BatchesService, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return async function detail(batchId: string, caller: Caller): Promise<BatchDetail> {
    const row = await batches.batchFor(batchId, caller, 'read');
    const [batch] = await batches.toBatches([row]);
    const from = row.startedAt.toISOString();
    const to = (row.endedAt ?? new Date(Math.max(now(), row.startedAt.getTime() + 1))).toISOString();
    const parameters = await listParameters(db, row.monitoringId, [row.reactorId]);
    const spreads = new Map<string, ReadingsAggregate | undefined>();
    for (const parameter of parameters) spreads.set(parameter.id, await aggregateReadings(db, parameter, from, to));

    const judge = (candidates: { measure: string; unit?: string }[], what: string): BandFigure | string => {
      for (const { measure, unit } of candidates) {
        const parameter = parameters.find((one) => one.measure === measure);
        const spread = parameter && spreads.get(parameter.id);
        if (parameter && spread) return figure(parameter, spread, unit);
      }
      const any = candidates.some(({ measure }) => parameters.some((one) => one.measure === measure));
      return any ? `no reading of the ${what} during the batch` : `no parameter measuring the ${what}`;
    };
    const temperature = judge([{ measure: KPI_MEASURES.temperature, unit: '°C' }], 'reactor temperature');
    const feedstock = judge(
      [
        { measure: KPI_MEASURES.moisture, unit: '%' },
        { measure: 'feedstock_mass', unit: undefined },
      ],
      'feedstock moisture or feed rate',
    );
    const figureOf = (value: BandFigure | string) => (typeof value === 'string' ? null : value);
    const reasonOf = (value: BandFigure | string) => (typeof value === 'string' ? value : null);
    return {
      ...batch,
      band: {
        max_variation_percent: MAX_BATCH_VARIATION_PERCENT,
        temperature: figureOf(temperature),
        feedstock: figureOf(feedstock),
        within: bothWithin(figureOf(temperature)?.within, figureOf(feedstock)?.within),
        missing: { temperature: reasonOf(temperature), feedstock: reasonOf(feedstock) },
      },
      length: lengthOf(row.startedAt, row.endedAt, now()),
      readings: parameters.map((parameter) => {
        const spread = spreads.get(parameter.id);
        return {
          parameter_id: parameter.id,
          name: parameter.name,
          unit: parameter.unit,
          measure: parameter.measure,
          count: spread?.count ?? 0,
          min: spread ? spread.min : null,
          max: spread ? spread.max : null,
          mean: spread ? Number(spread.mean.toFixed(6)) : null,
        };
      }),
    };
  };
}
export type BatchDetailReader = ReturnType<typeof createBatchDetail>;
