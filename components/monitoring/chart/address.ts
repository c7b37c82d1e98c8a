import { PERIODS, type Period, type Window } from './period';

/*
 * The chart's view in the page's address: `period`, `from` and `to` (a custom period, as instants),
 * `parameters` (ids, comma separated), so that a view can be linked and survives a reload.
 */

export interface ChartView {
  period: Period;
  /** Set for a custom period only. */
  window: Window | null;
  parameters: string[];
}

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The view an address names; a preset day for anything it cannot read. */
export function viewOf(query: Query, known: readonly string[]): ChartView {
  const parameters = (one(query.parameters) ?? '').split(',').filter((id) => known.includes(id));
  const period = (PERIODS as readonly string[]).includes(one(query.period) ?? '') ? (one(query.period) as Period) : 'day';
  if (period !== 'custom') return { period, window: null, parameters };
  const from = Date.parse(one(query.from) ?? '');
  const to = Date.parse(one(query.to) ?? '');
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) return { period: 'day', window: null, parameters };
  return { period, window: { from, to }, parameters };
}

/** The address's query for a view (other keys of the address kept). */
export function queryOf(view: ChartView, query: Query): Query {
  const next: Query = { ...query, period: view.period };
  delete next.from;
  delete next.to;
  delete next.parameters;
  if (view.period === 'custom' && view.window) {
    next.from = new Date(view.window.from).toISOString();
    next.to = new Date(view.window.to).toISOString();
  }
  if (view.parameters.length > 0) next.parameters = view.parameters.join(',');
  return next;
}
