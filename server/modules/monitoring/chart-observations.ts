import type { ChartObservations } from '@/lib/schemas/monitoring-charts';
import type { Executor } from '@/server/db/client';
import { selectObservations } from './forms-repository';

/**
 * The forms' observations of each parameter over a period, column by column, for the chart to draw apart from the
 * readings (docs/requirements.md R-20.8). A parameter no form spoke of has empty columns.
 */
export async function chartObservations(
  db: Executor,
  query: { monitoringId: string; parameterIds: string[]; from: Date; to: Date },
): Promise<(parameterId: string) => ChartObservations> {
  const byParameter = new Map<string, ChartObservations>();
  for (const row of await selectObservations(db, query)) {
    let columns = byParameter.get(row.parameterId);
    if (!columns) byParameter.set(row.parameterId, (columns = { time: [], value: [] }));
    columns.time.push(row.time.getTime() / 1000);
    columns.value.push(row.value);
  }
  return (parameterId) => byParameter.get(parameterId) ?? { time: [], value: [] };
}
