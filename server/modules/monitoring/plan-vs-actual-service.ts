import type { PlanPeriod } from '@/lib/schemas/monitoring-batch-constants';
import type { PlanQuery, PlanVsActual } from '@/lib/schemas/monitoring-evidence-settings';
import type { Database } from '@/server/db/client';
import type { ReactorRow } from '@/server/db/schema';
import { findOpportunity, findPublicationByProject } from '@/server/modules/opportunities/public';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring } from './access';
import type { ComputeService } from './compute-service';
import { listReactors, listSites } from './setup-repository';

const round = (value: number) => Number(value.toFixed(6));
const PER_YEAR: Record<PlanPeriod, number> = { month: 12, quarter: 4 };

export interface Period {
  from: Date;
  to: Date;
  label: string;
}

/** `count` calendar periods (UTC) ending with the one holding the instant just before `to`. */
export function periodsEnding(to: number, period: PlanPeriod, count: number): Period[] {
  const last = new Date(to - 1);
  const step = period === 'month' ? 1 : 3;
  const firstMonth = period === 'month' ? last.getUTCMonth() : Math.floor(last.getUTCMonth() / 3) * 3;
  const periods: Period[] = [];
  for (let index = count - 1; index >= 0; index -= 1) {
    const from = new Date(Date.UTC(last.getUTCFullYear(), firstMonth - index * step, 1));
    const end = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + step, 1));
    const label = period === 'month' ? from.toISOString().slice(0, 7) : `${from.getUTCFullYear()}-Q${Math.floor(from.getUTCMonth() / 3) + 1}`;
    periods.push({ from, to: end, label });
  }
  return periods;
}

/** The removals promised where the project was published: the listed version's, else those of a publication since closed. */
async function promised(db: Database, projectId: string): Promise<PlanVsActual['publication']> {
  const publication = await findPublicationByProject(db, projectId);
  if (!publication) return null;
  const listed = await findOpportunity(db, publication.id);
  const source = listed ?? (publication.status === 'closed' ? publication : undefined);
  if (!source) return null;
  return { id: publication.id, title: source.title, removals_per_year: source.removalsPerYear, figures_computed_at: source.figuresComputedAt?.toISOString() ?? null };
}

/**
 * Plan against actual (R-22.27): per month or quarter, the removals the publication promised (its tonnes per year
 * shared over the period) against those measured (the KPIs' CO2 removed, summed over the monitoring's reactors, with
 * the organic carbon measured and no emissions or permanence discount given).
 */
export function createPlanVsActualService(db: Database, compute: ComputeService, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return async function planVsActual(query: PlanQuery, caller: Caller): Promise<PlanVsActual> {
    const { monitoring, project } = await accessToMonitoring(db, query.monitoring_id, caller, 'read', 'Monitoring not found');
    const publication = await promised(db, project.id);
    const reactors: ReactorRow[] = [];
    for (const site of await listSites(db, monitoring.id)) reactors.push(...(await listReactors(db, monitoring.id, site.id)));
    const perYear = publication?.removals_per_year ?? null;
    const periods: PlanVsActual['periods'] = [];
    for (const period of periodsEnding(query.to ? Date.parse(query.to) : now(), query.period, query.count)) {
      let actual: number | null = null;
      let biochar: number | null = null;
      let missing = 0;
      for (const reactor of reactors) {
        const kpis = await compute.kpis({ reactor_id: reactor.id, from: period.from.toISOString(), to: period.to.toISOString(), permanence: 1, emissions_t: 0 }, caller);
        if (kpis.co2_removed_t === null) missing += 1;
        else actual = (actual ?? 0) + kpis.co2_removed_t;
        if (kpis.biochar_t !== null) biochar = (biochar ?? 0) + kpis.biochar_t;
      }
      periods.push({
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        label: period.label,
        planned_t: perYear === null ? null : round(perYear / PER_YEAR[query.period]),
        actual_t: actual === null ? null : round(actual),
        biochar_t: biochar === null ? null : round(biochar),
        reactors_missing: missing,
      });
    }
    const sum = (values: (number | null)[]) => (values.every((value) => value === null) ? null : round(values.reduce<number>((total, value) => total + (value ?? 0), 0)));
    const planned = sum(periods.map((period) => period.planned_t));
    const actual = sum(periods.map((period) => period.actual_t));
    return {
      monitoring_id: monitoring.id,
      period: query.period,
      publication,
      periods,
      totals: { planned_t: planned, actual_t: actual, ratio: planned && actual !== null ? round(actual / planned) : null },
    };
  };
}
export type PlanVsActualReader = ReturnType<typeof createPlanVsActualService>;
