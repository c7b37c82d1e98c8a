import { MEASURE_PHRASES } from '@/lib/schemas/monitoring-compute-constants';

type Measure = keyof typeof MEASURE_PHRASES;

/** Why a KPI could not be computed, as the server says it, sorted into the cases the screen explains in words. */
export type MissingReason =
  | { kind: 'no_parameter'; measure: Measure }
  | { kind: 'no_reading'; measure: Measure }
  | { kind: 'too_sparse'; measure: Measure; hours: number }
  | { kind: 'bad_unit'; unit: string }
  | { kind: 'no_biochar' }
  | { kind: 'no_c_org' }
  | { kind: 'not_begun' }
  | { kind: 'no_production' }
  | { kind: 'other'; text: string };

const measureOf = (phrase: string) => (Object.keys(MEASURE_PHRASES) as Measure[]).find((measure) => MEASURE_PHRASES[measure] === phrase);

export function missingReason(text: string): MissingReason {
  let match = /^no parameter measuring (.+)$/.exec(text);
  let measure = match ? measureOf(match[1]) : undefined;
  if (measure) return { kind: 'no_parameter', measure };
  match = /^no reading of (.+) in the period/.exec(text);
  measure = match ? measureOf(match[1]) : undefined;
  if (measure) return { kind: 'no_reading', measure };
  match = /^readings of (.+) too far apart to tell: all ([\d.]+) h unknown/.exec(text);
  measure = match ? measureOf(match[1]) : undefined;
  if (match && measure) return { kind: 'too_sparse', measure, hours: Number(match[2]) };
  match = /^the unit (.+) is not a /.exec(text);
  if (match) return { kind: 'bad_unit', unit: match[1] };
  if (text.startsWith('no biochar figure')) return { kind: 'no_biochar' };
  if (text.startsWith('no c_org')) return { kind: 'no_c_org' };
  if (text.startsWith('the period has not begun')) return { kind: 'not_begun' };
  if (text.startsWith('no production in the period')) return { kind: 'no_production' };
  return { kind: 'other', text };
}
