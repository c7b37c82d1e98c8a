import type { CONTAMINANT_GROUPS, CONTAMINANT_UNITS, EvidenceKind } from '@/lib/schemas/monitoring-evidence';

/** One figure of a kind as the form asks for it (the schema in lib/schemas/monitoring-evidence.ts checks it). */
export interface FigureField {
  name: string;
  type: 'number' | 'text' | 'datetime' | 'select';
  required: boolean;
  options?: readonly string[];
  step?: number;
}

const number = (name: string, required = true, step = 0.1): FigureField => ({ name, type: 'number', required, step });
const text = (name: string, required = true): FigureField => ({ name, type: 'text', required });
const select = (name: string, options: readonly string[], required = true): FigureField => ({ name, type: 'select', required, options });

/** The fields of each kind's form (a lab analysis's contaminants have their own lines: ContaminantsInput). */
export const FIGURE_FIELDS: Readonly<Record<EvidenceKind, readonly FigureField[]>> = {
  kiln_run_photo: [select('stage', ['loading', 'ignition', 'full_run', 'end'], false)],
  moisture_reading: [number('moisture_pct'), select('material', ['feedstock', 'biochar'])],
  quenching: [select('medium', ['water', 'soil', 'air_tight']), number('water_l', false, 1)],
  kiln_serial: [text('serial')],
  lab_analysis: [text('laboratory'), text('sample_id', false), number('c_org_pct'), number('h_c_org', true, 0.01)],
  sampling_record: [{ name: 'sampled_at', type: 'datetime', required: true }, text('sampler'), text('sample_id'), number('mass_g', false, 1)],
  application_site: [number('latitude', true, 0.00001), number('longitude', true, 0.00001), number('area_ha', false)],
  delivery_note: [number('quantity_t', true, 0.01), text('recipient', false)],
};

/** One contaminant line of a lab analysis as typed (its content still text). */
export interface ContaminantRow {
  name: string;
  group: (typeof CONTAMINANT_GROUPS)[number];
  value: string;
  unit: (typeof CONTAMINANT_UNITS)[number];
}

/**
 * The form's values as figures: empty optional fields left out, numbers as numbers, times as ISO; a lab analysis's
 * contaminant lines with their content as a number (a line left wholly empty is dropped; a half-filled one is sent,
 * so that the server names what is missing: ).
 */
export function figuresOf(kind: EvidenceKind, values: Record<string, string>, contaminants: readonly ContaminantRow[] = []): Record<string, unknown> {
  const figures: Record<string, unknown> = {};
  for (const field of FIGURE_FIELDS[kind]) {
    const raw = (values[field.name] ?? '').trim();
    if (raw === '') continue;
    if (field.type === 'number') figures[field.name] = Number(raw);
    else if (field.type === 'datetime') figures[field.name] = new Date(raw).toISOString();
    else figures[field.name] = raw;
  }
  if (kind === 'lab_analysis') {
    figures.contaminants = contaminants
      .filter((row) => row.name.trim() !== '' || row.value.trim() !== '')
      .map((row) => ({ name: row.name.trim(), group: row.group, value: row.value.trim() === '' ? null : Number(row.value), unit: row.unit }));
  }
  return figures;
}
