/**
 * Monitoring's public surface: its routes. It reaches projects through projects/public.ts (access: the owner and
 * editors manage, readers read, anyone else 404).
 */
export { registerMonitoringRoutes } from './routes';
export { startMonitoringBackground, type MonitoringBackground } from './background';
export { mqttSettingsFromEnv, startMqttIngestion, type MqttIngestion } from './mqtt-ingestion';
export { ensureDemoPlant } from './demo-plant';
export { defaultEvidenceSettings, evidenceSettingsOf, findBatch, listBatches } from './batches-repository';
export { accessThroughProject, accessToMonitoring, type MonitoringAccess, type Need } from './access';
export { findMonitoring, findMonitoringByProject, findReactor, findSite } from './setup-repository';
export { listSites } from './setup-repository'; // artefacts track: the sites a photo's position is checked against
