/**
 * Monitoring's public surface: its routes. It reaches projects through projects/public.ts (access: the owner and
 * editors manage, readers read, anyone else 404).
 */
export { registerMonitoringRoutes } from './routes';
export { startMonitoringBackground, type MonitoringBackground } from './background';
export { mqttSettingsFromEnv, startMqttIngestion, type MqttIngestion } from './mqtt-ingestion';
export { ensureDemoPlant } from './demo-plant';
export { batchWithCode as findBatchByCode, defaultEvidenceSettings, evidenceSettingsOf, findBatch, listBatches } from './batches-repository';
export { DEMO_BATCH_CODES } from './batches-demo';
export { accessThroughProject, accessToMonitoring, type MonitoringAccess, type Need } from './access';
export { findMonitoring, findMonitoringByProject, findReactor, findSite } from './setup-repository';
export { listSites } from './setup-repository'; // artefacts track: the sites a photo's position is checked against
// The verifier package (issue 22, package track): a reactor's readings as CSV, its KPIs and its chart, and the
// monitoring's sites and reactors.
export { listReactors } from './setup-repository';
export { createChartsService } from './charts-service';
export { createComputeService } from './compute-service';
