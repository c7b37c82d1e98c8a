import type { EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import { METHODOLOGIES, type Methodology } from '@/lib/schemas/monitoring-evidence-links';

/**
 * What each methodology asks of one production batch (docs/requirements.md ): which evidence, how many, and
 * whether the count is of records or of the photos/files attached to them. The figures come from the methodologies'
 * public documents named in `source`; where a document asks for "documentation" without a number, one record is
 * asked for (stated as such). Unknown methodologies fall back to `ebc_c_sink`, the settings' default.
 */
export interface Requirement {
  kind: EvidenceKind;
  needed: number;
  counts: 'records' | 'records_with_artefact' | 'artefacts';
  source: string;
}

const EBC = 'EBC, Guidelines for the certification of biochar based carbon sinks (C-Sink), v3.0 (2023), and EBC Artisanal C-Sink';
const PURO = 'Puro.earth, Biochar Methodology, edition 2022 v3 (production facility audit and batch lab analysis)';
const ISOMETRIC = 'Isometric, Biochar Production and Storage Protocol v1.2 (2024): per-batch measurement and storage evidence';
const RAINBOW = 'Rainbow Standard, Distributed closed-kiln biochar methodology, “Sampling and measurements” (docs.rainbowstandard.io)';

const rule = (kind: EvidenceKind, needed: number, counts: Requirement['counts'], source: string): Requirement => ({ kind, needed, counts, source });

export const METHODOLOGY_RULES: Readonly<Record<Methodology, readonly Requirement[]>> = {
  // EBC: the artisanal guideline documents each kiln run by photos (at least 3: filling, flame, quenching) with the
  // feedstock's moisture measured and photographed; one lab analysis on a sample taken per the sampling protocol.
  ebc_c_sink: [
    rule('kiln_run_photo', 3, 'artefacts', `${EBC}: photo documentation of the pyrolysis run`),
    rule('moisture_reading', 1, 'records_with_artefact', `${EBC}: feedstock moisture measured, with a photo of the meter`),
    rule('quenching', 1, 'records', `${EBC}: quenching documented`),
    rule('kiln_serial', 1, 'records', `${EBC}: the registered pyrolysis unit identified`),
    rule('lab_analysis', 1, 'records', `${EBC}: C_org, H/C_org, PAHs and heavy metals of the batch by an accredited laboratory`),
    rule('sampling_record', 1, 'records', `${EBC}: representative sampling recorded`),
    rule('application_site', 1, 'records', `${EBC}: the C-sink's location (GPS) tracked`),
    rule('delivery_note', 1, 'records', `${EBC}: the biochar's transfer documented`),
  ],
  puro: [
    rule('kiln_run_photo', 1, 'artefacts', `${PURO}: production documented (one record asked; no count in the document)`),
    rule('moisture_reading', 1, 'records_with_artefact', `${PURO}: biochar dry mass from its moisture`),
    rule('kiln_serial', 1, 'records', `${PURO}: the audited production facility identified`),
    rule('lab_analysis', 1, 'records', `${PURO}: H/C_org and C_org per batch, contaminants per EBC/IBI limits`),
    rule('sampling_record', 1, 'records', `${PURO}: sampling per the methodology's protocol`),
    rule('delivery_note', 1, 'records', `${PURO}: end use proven by sales or delivery records`),
    rule('application_site', 1, 'records', `${PURO}: end-use location`),
  ],
  isometric: [
    rule('kiln_run_photo', 3, 'artefacts', `${ISOMETRIC}: time-stamped photos of each run`),
    rule('moisture_reading', 1, 'records_with_artefact', `${ISOMETRIC}: feedstock and biochar moisture with photo`),
    rule('quenching', 1, 'records', `${ISOMETRIC}: quenching recorded`),
    rule('kiln_serial', 1, 'records', `${ISOMETRIC}: reactor identified by serial`),
    rule('lab_analysis', 1, 'records', `${ISOMETRIC}: C_org, H/C_org and contaminants per batch`),
    rule('sampling_record', 1, 'records', `${ISOMETRIC}: sample chain of custody`),
    rule('application_site', 1, 'records', `${ISOMETRIC}: storage location by GPS`),
    rule('delivery_note', 1, 'records', `${ISOMETRIC}: transport to storage documented`),
  ],
  // Rainbow: on each production batch, one representative sample for H/C_org and C_org, and the biochar's moisture on
  // at least 3 samples when the amount is weighed.
  rainbow: [
    rule('kiln_run_photo', 3, 'artefacts', `${RAINBOW}: each kiln run photographed`),
    rule('moisture_reading', 3, 'records_with_artefact', `${RAINBOW}: biochar moisture on at least 3 samples per production batch`),
    rule('quenching', 1, 'records', `${RAINBOW}: quenching documented`),
    rule('lab_analysis', 1, 'records', `${RAINBOW}: H/C_org and C_org on one representative sample per production batch`),
    rule('sampling_record', 1, 'records', `${RAINBOW}: the representative sample recorded`),
    rule('application_site', 1, 'records', `${RAINBOW}: application plot by GPS`),
    rule('delivery_note', 1, 'records', `${RAINBOW}: delivery to the end user`),
  ],
};

export function isMethodology(value: string): value is Methodology {
  return (METHODOLOGIES as readonly string[]).includes(value);
}

/** The rules of a project's methodology (its settings' value; `ebc_c_sink` when it names none we know). */
export function requirementsOf(methodology: string): { methodology: Methodology; rules: readonly Requirement[] } {
  const known: Methodology = isMethodology(methodology) ? methodology : 'ebc_c_sink';
  return { methodology: known, rules: METHODOLOGY_RULES[known] };
}
