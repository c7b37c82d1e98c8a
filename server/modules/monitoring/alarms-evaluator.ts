import type { Database } from '@/server/db/client';
import type { AlarmRow } from '@/server/db/schema';
import type { Logger } from '@/server/logger';
import { reactorHref } from '@/lib/page-routes/monitoring';
import { alarmMail } from '@/server/mail/monitoring-mail';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { findPeople, findProject } from '@/server/modules/projects/public';
import { clearByReadings, excursionStart, latestReadings, raiseAlarm, rulesToEvaluate, type RuleWithParameter } from './alarms-repository';
import { findMonitoring, findReactor } from './setup-repository';

/** How often silent parameters are looked for. */
export const SILENCE_SWEEP_S = 30;
/** A silent rule without its own duration waits this many reporting intervals. */
export const SILENT_INTERVALS = 3;
/** Stand-ins for a missing bound (the database compares plain numbers). */
const LOWEST = -Number.MAX_VALUE;
const HIGHEST = Number.MAX_VALUE;

const format = (value: number) => Number(value.toPrecision(6)).toString();

/** The range an out-of-range rule checks: its own bounds, else the parameter's normal range; none when both are open. */
export function boundsOf(rule: Pick<RuleWithParameter, 'min' | 'max' | 'parameter'>): { low: number; high: number } | undefined {
  const low = rule.min ?? rule.parameter.normalMin;
  const high = rule.max ?? rule.parameter.normalMax;
  if (low === null && high === null) return undefined;
  return { low: low ?? LOWEST, high: high ?? HIGHEST };
}

/** Change per minute between two readings. */
export function ratePerMinute(newer: { time: Date; value: number }, older: { time: Date; value: number }): number {
  const minutes = (newer.time.getTime() - older.time.getTime()) / 60_000;
  return minutes > 0 ? Math.abs(newer.value - older.value) / minutes : 0;
}

export interface AlarmEvaluatorDeps {
  /** The modules' mail sender (`ModuleContext.mail`). */
  mail: MailSender;
  logger: Logger;
}

/**
 * Raises and clears alarms: after each batch stored, for the rules of its parameters; every SILENCE_SWEEP_S for the
 * silent ones. A rule has at most one active alarm (the database refuses a second), and a silenced rule raises none.
 */
export function createAlarmEvaluator(db: Database, deps: AlarmEvaluatorDeps) {
  /** The project's owner hears of the alarm, in their language, with a link to the reactor's page (its alarms). */
  async function tellOwner(alarm: AlarmRow, rule: RuleWithParameter): Promise<void> {
    const monitoring = await findMonitoring(db, alarm.monitoringId);
    const project = monitoring && (await findProject(db, monitoring.projectId));
    const owner = project && (await findPeople(db, [project.ownerId])).get(project.ownerId);
    if (!project || !owner?.email) return;
    const reactor = await findReactor(db, rule.parameter.reactorId);
    const link = deps.mail.link(reactorHref(project.id, rule.parameter.reactorId));
    await deps.mail.send('alarmRaised', recipientOf(owner), ({ language, name }) =>
      alarmMail({ language, name, project: project.name, reactor: reactor?.name ?? '', parameter: rule.parameter.name, message: alarm.message, link }),
    );
  }

  async function raise(rule: RuleWithParameter, now: Date, triggeredAt: Date, value: number | null, message: string): Promise<void> {
    if (rule.silencedUntil && rule.silencedUntil > now) return;
    const alarm = await raiseAlarm(db, { monitoringId: rule.monitoringId, ruleId: rule.id, parameterId: rule.parameterId, triggeredAt, value, message });
    if (alarm) await tellOwner(alarm, rule);
  }

  async function evaluate(rule: RuleWithParameter, now: Date): Promise<void> {
    const { parameter } = rule;
    if (rule.kind === 'silent') return clearByReadings(db, rule);
    if (rule.kind === 'rate_of_change') {
      const [newer, older] = await latestReadings(db, rule.monitoringId, rule.parameterId, 2);
      if (!newer || !older || rule.maxRatePerMin === null) return;
      const rate = ratePerMinute(newer, older);
      if (rate <= rule.maxRatePerMin) return clearByReadings(db, rule);
      return raise(rule, now, newer.time, newer.value, `${parameter.name} changed by ${format(rate)} ${parameter.unit}/min (at most ${format(rule.maxRatePerMin)})`);
    }
    const bounds = boundsOf(rule);
    const [latest] = await latestReadings(db, rule.monitoringId, rule.parameterId, 1);
    if (!bounds || !latest) return;
    if (latest.value >= bounds.low && latest.value <= bounds.high) return clearByReadings(db, rule);
    const since = (await excursionStart(db, rule.monitoringId, rule.parameterId, bounds.low, bounds.high, latest.time)) ?? latest.time;
    if (latest.time.getTime() - since.getTime() < rule.durationS * 1000) return;
    const side = latest.value > bounds.high ? `above ${format(bounds.high)}` : `below ${format(bounds.low)}`;
    await raise(rule, now, since, latest.value, `${parameter.name} at ${format(latest.value)} ${parameter.unit}, ${side} ${parameter.unit} since ${since.toISOString()}`);
  }

  return {
    /** The rules of the parameters a batch just stored readings of. */
    async afterIngestion(monitoringId: string, parameterIds: string[], now = new Date()): Promise<void> {
      if (parameterIds.length === 0) return;
      for (const rule of await rulesToEvaluate(db, { monitoringId, parameterIds })) await evaluate(rule, now);
    },

    /** Every silent rule whose parameter has sent nothing for longer than it allows. */
    async sweepSilent(now = new Date()): Promise<void> {
      for (const rule of await rulesToEvaluate(db, { kind: 'silent' })) {
        const allowedS = rule.durationS || SILENT_INTERVALS * rule.parameter.expectedIntervalS;
        const [latest] = await latestReadings(db, rule.monitoringId, rule.parameterId, 1);
        const last = latest?.time ?? rule.createdAt;
        if (now.getTime() - last.getTime() <= allowedS * 1000) continue;
        await raise(
          rule,
          now,
          new Date(last.getTime() + allowedS * 1000),
          null,
          `no reading of ${rule.parameter.name} for more than ${allowedS} s (last: ${latest ? last.toISOString() : 'never'})`,
        );
      }
    },
  };
}
export type AlarmEvaluator = ReturnType<typeof createAlarmEvaluator>;

/** The alarm rules of a batch's parameters, after it is stored; a failure there is logged, the batch stands. */
export function alarmsAfterStore(evaluator: AlarmEvaluator, logger: Logger) {
  return (monitoringId: string, parameterIds: string[]) =>
    evaluator.afterIngestion(monitoringId, parameterIds).catch((error: unknown) => logger.error({ err: error, monitoringId }, 'alarm rules could not be evaluated'));
}
