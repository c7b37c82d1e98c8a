/**
 * The evidence module's public surface (issue 22): its routes (records, their artefacts, reviews, checklists), and
 * the list of evidence kinds is in lib/schemas/monitoring-evidence.ts.
 */
export { registerEvidenceRecordRoutes } from './records-register';
export { ensureDemoEvidence, DEMO_COMPLETE_BATCH, DEMO_INCOMPLETE_BATCH } from './records-demo';
