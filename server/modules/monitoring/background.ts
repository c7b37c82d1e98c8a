import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import { alarmsAfterStore, createAlarmEvaluator, SILENCE_SWEEP_S } from './alarms-evaluator';
import { startMqttIngestion, type MqttSettings } from './mqtt-ingestion';

export interface MonitoringBackground {
  stop(): Promise<void>;
}

/**
 * What monitoring does beside requests: looks for silent parameters every SILENCE_SWEEP_S (any instance may; the
 * database keeps one active alarm per rule), and takes device batches from MQTT when a broker is set.
 */
export function startMonitoringBackground(db: Database, deps: { logger: Logger; mailer?: Mailer; appOrigin: string; mqtt?: MqttSettings }): MonitoringBackground {
  const evaluator = createAlarmEvaluator(db, deps);
  const sweep = setInterval(() => {
    evaluator.sweepSilent().catch((error: unknown) => deps.logger.error({ err: error }, 'silent parameters could not be looked for'));
  }, SILENCE_SWEEP_S * 1000);
  sweep.unref();
  const mqtt = deps.mqtt ? startMqttIngestion(db, deps.mqtt, deps.logger, { afterStore: alarmsAfterStore(evaluator, deps.logger) }) : undefined;
  return {
    async stop() {
      clearInterval(sweep);
      await mqtt?.stop();
    },
  };
}
