/** API routes (each appended to `/api`): Monitoring: its set-up, fleet, batches, evidence and package. */

export const MONITORING_ROUTES = {
  create: '/monitoring/create',
  evidences: '/monitoring/evidences',
  evidencesArtefacts: '/monitoring/evidences_artefacts',
  charts: '/monitoring/charts',
  liveMonitoring: '/monitoring/livemonitoring',
  compute: '/monitoring/compute',
  mobileUploads: '/monitoring/mobileuploads',
  mobileUploadsItem: '/monitoring/mobileuploads_item',
  artefacts: '/monitoring/artefacts',
  templates: '/monitoring/templates',
  reactor: '/monitoring/reactor',
  measurements: '/monitoring/measurements',
  sites: '/monitoring/sites',
  alarms: '/monitoring/alarms',
  mobileUploadLogs: '/monitoring/mobile-upload-logs',
  gatherIotData: '/monitoring/gather-IOT-data',
  gatherFormData: '/monitoring/gather-form-data',
} as const;

/** A reactor's parameters and devices: not among the seed's routes (ROUTES holds exactly those), beside the reactor's. */
export const MONITORING_SETUP_ROUTES = {
  parameters: '/monitoring/reactor/parameters',
  removedParameters: '/monitoring/reactor/parameters/removed',
  devices: '/monitoring/reactor/devices',
  alarmRules: '/monitoring/alarms/rules',
  /** Per reactor of a monitoring, its alarms not yet acknowledged, and its active ones, by severity. */
  alarmsSummary: '/monitoring/alarms/summary',
  /** Acknowledge at once every alarm of a reactor back to normal. */
  alarmsAcknowledgeCleared: '/monitoring/alarms/acknowledge-cleared',
  /** The severities whose alarms mail the caller, per monitoring. */
  alarmNotifications: '/monitoring/alarms/notifications',
  /** Corrections of stored readings. */
  corrections: '/monitoring/measurements/corrections',
  /** A device's last batches and their refusals. */
  deviceBatches: '/monitoring/reactor/devices/batches',
} as const;

/** The fleet at a glance and its alarms inbox (issue 20, R-20.13 and ): not among the seed's routes. */
export const MONITORING_FLEET_ROUTES = {
  fleet: '/monitoring/fleet',
  alarms: '/monitoring/fleet/alarms',
} as const;

/** Production batches, evidence settings and plan against actual (issue 22, R-22.1, R-22.2, R-22.5, R-22.27): not among the seed's routes. */
export const MONITORING_SUB_ROUTES = {
  batches: '/monitoring/batches',
  batchClose: '/monitoring/batches/close',
  batch: '/monitoring/batches/item',
  evidenceSettings: '/monitoring/evidence-settings',
  planVsActual: '/monitoring/plan-vs-actual',
} as const;

/** An evidence record's page, its reviews and a batch's checklist (issue 22, R-22.12, R-22.13, R-22.22): not among the seed's routes. */
export const MONITORING_EVIDENCE_ROUTES = {
  record: '/monitoring/evidences/record',
  reviews: '/monitoring/evidences/reviews',
  checklist: '/monitoring/evidences/checklist',
} as const;

/** The monitoring trail, the check of the stored files and the verifier package (issue 22, R-22.25, R-22.26): not among the seed's routes. */
export const MONITORING_PACKAGE_ROUTES = {
  trail: '/monitoring/trail',
  verifyFiles: '/monitoring/trail/verify',
  package: '/monitoring/package',
  packageEstimate: '/monitoring/package/estimate',
  /** The public key that checks every package's signature, for anyone. */
  packageKey: '/monitoring/package/public-key',
} as const;
