import type { Database } from '@/server/db/client';
import type { Notifications } from '@/server/db/notifications';
import type { ApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import type { MailSender } from '@/server/mail/sender';
import { alarmsAfterStore, createAlarmEvaluator } from './alarms-evaluator';
import { createAlarmsService } from './alarms-service';
import { createBatchesService } from './batches-service';
import { createChartsService } from './charts-service';
import { createComputeService } from './compute-service';
import { createDevicesService } from './devices-service';
import { createFormsService } from './forms-service';
import { createIngestionService } from './ingestion-service';
import { createLiveHub } from './live-hub';
import { liveLimitsOf } from './live-limits';
import type { FindUser } from './live-rights';
import { createLiveService } from './live-service';
import { createCorrectionsService } from './measurements-corrections-service';
import { createMeasurementsService } from './measurements-service';
import { mqttTopicsFor, type MqttSettings } from './mqtt-ingestion';
import { createReactorsService } from './reactors-service';
import { createSitesService } from './sites-service';

export interface MonitoringDeps {
  logger: Logger;
  /** The modules' mail sender (`ModuleContext.mail`): alarm mails. */
  mail: MailSender;
  /** The MQTT transport's settings when it is on: a new key is shown with its topics. */
  mqtt?: Pick<MqttSettings, 'topic'>;
}

/**
 * How readings are stored, wherever they come from (the API, MQTT, the daily form, the demo simulator): the alarm
 * evaluator, the hook that runs it on the parameters a batch stored, and the ingestion service calling that hook.
 */
export function createReadingsPipeline(db: Database, deps: MonitoringDeps) {
  const evaluator = createAlarmEvaluator(db, deps);
  const afterStore = alarmsAfterStore(evaluator, deps.logger);
  return { evaluator, afterStore, ingestion: createIngestionService(db, { afterStore }) };
}

/** Every service of monitoring, wired once: the routes take theirs from here. */
export function createMonitoringServices(
  db: Database,
  deps: MonitoringDeps & { notifications?: Notifications; settings?: Pick<ApiSettings, 'liveStreams'>; users?: { directory: { findById: FindUser } } },
) {
  const { evaluator, afterStore, ingestion } = createReadingsPipeline(db, deps);
  const batches = createBatchesService(db);
  return {
    sites: createSitesService(db),
    reactors: createReactorsService(db),
    devices: createDevicesService(db, { mqttTopics: (key) => mqttTopicsFor(deps.mqtt, key) }),
    ingestion,
    measurements: createMeasurementsService(db),
    corrections: createCorrectionsService(db, { afterStore }),
    alarms: createAlarmsService(db, evaluator),
    compute: createComputeService(db),
    batches,
    forms: createFormsService(db, batches),
    charts: createChartsService(db),
    live: createLiveService(db, createLiveHub(deps.notifications, deps.logger), {
      limits: liveLimitsOf(deps.settings?.liveStreams),
      logger: deps.logger,
      findUser: deps.users?.directory.findById.bind(deps.users.directory),
    }),
  };
}
export type MonitoringServices = ReturnType<typeof createMonitoringServices>;
