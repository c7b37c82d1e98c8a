/**
 * The evidence module's public surface (issue 22): its routes (records, their artefacts, reviews, checklists; the
 * monitoring trail, the check of the stored files and the verifier package) and the demo's evidence. The list of
 * evidence kinds is in lib/schemas/monitoring-evidence.ts.
 */
export { registerEvidenceRecordRoutes } from './records-register';
export { registerMonitoringPackageRoutes } from './package-module';
export { ensureDemoEvidence, DEMO_COMPLETE_BATCH, DEMO_INCOMPLETE_BATCH } from './records-demo';
