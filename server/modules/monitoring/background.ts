import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { MailSender } from '@/server/mail/sender';
import { ESCALATION_SWEEP_S, SILENCE_SWEEP_S } from './alarms-evaluator';
import { startDemoSimulator } from './demo-plant';
import { startMqttIngestion, type MqttSettings } from './mqtt-ingestion';
import { createReadingsPipeline } from './service';

export interface MonitoringBackground {
  stop(): Promise<void>;
}

/**
 * What monitoring does beside requests: looks for silent parameters every SILENCE_SWEEP_S (any instance may; the
 * database keeps one active alarm per rule) and for alarms to escalate every ESCALATION_SWEEP_S (each mailed once), takes device batches from MQTT when a broker is set, and makes the demo
 * reactors report when asked (the embedded default).
 */
export function startMonitoringBackground(db: Database, deps: { logger: Logger; mail: MailSender; mqtt?: MqttSettings; simulateDemo?: boolean }): MonitoringBackground {
  const { evaluator, afterStore, ingestion } = createReadingsPipeline(db, deps);
  const sweep = setInterval(() => {
    evaluator.sweepSilent().catch((error: unknown) => deps.logger.error({ err: error }, 'silent parameters could not be looked for'));
  }, SILENCE_SWEEP_S * 1000);
  sweep.unref();
  // Each alarm escalates once, whichever instance sweeps first (R-20.7: a conditional update on its level).
  const escalations = setInterval(() => {
    evaluator.sweepEscalations().catch((error: unknown) => deps.logger.error({ err: error }, 'alarms left unacknowledged could not be escalated'));
  }, ESCALATION_SWEEP_S * 1000);
  escalations.unref();
  const mqtt = deps.mqtt ? startMqttIngestion(db, deps.mqtt, deps.logger, { afterStore }) : undefined;
  const simulator = deps.simulateDemo ? startDemoSimulator(db, ingestion, deps.logger) : undefined;
  return {
    async stop() {
      clearInterval(sweep);
      clearInterval(escalations);
      simulator?.stop();
      await mqtt?.stop();
    },
  };
}
