/** Why a KPI could not be computed, as the server says it, sorted into the cases the screen explains in words. */
export type MissingReason =
  | { kind: 'no_parameter'; name: string }
  | { kind: 'no_reading'; name: string }
  | { kind: 'bad_unit'; unit: string }
  | { kind: 'no_biochar' }
  | { kind: 'no_c_org' }
  | { kind: 'other'; text: string };

export function missingReason(text: string): MissingReason {
  let match = /^no parameter named (\S+)/.exec(text);
  if (match) return { kind: 'no_parameter', name: match[1] };
  match = /^no (\S+) reading in the period/.exec(text);
  if (match) return { kind: 'no_reading', name: match[1] };
  match = /^the unit (.+) is not a /.exec(text);
  if (match) return { kind: 'bad_unit', unit: match[1] };
  if (text.startsWith('no biochar figure')) return { kind: 'no_biochar' };
  if (text.startsWith('no c_org')) return { kind: 'no_c_org' };
  return { kind: 'other', text };
}
