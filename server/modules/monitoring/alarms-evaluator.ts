import type { Database } from '@/server/db/client';
import type { AlarmFacts, AlarmRow } from '@/server/db/schema';
import type { Logger } from '@/server/logger';
import type { MailSender } from '@/server/mail/sender';
import { createAlarmMailer } from './alarms-mail';
import { dueForEscalation, takeEscalation } from './alarms-people-repository';
import {
  clearByReadings,
  closedExcursions,
  excursionStart,
  findRule,
  latestReadings,
  raiseAlarm,
  recordPastAlarm,
  rulesToEvaluate,
  type RuleWithParameter,
} from './alarms-repository';
import { notifyAlarmChange } from './live-events-repository';

/** How often silent parameters are looked for. */
export const SILENCE_SWEEP_S = 30;
/** How often alarms left unacknowledged past their delay are looked for. */
export const ESCALATION_SWEEP_S = 30;
/** A silent rule without its own duration waits this many reporting intervals. */
export const SILENT_INTERVALS = 3;
/** Stand-ins for a missing bound (the database compares plain numbers). */
const LOWEST = -Number.MAX_VALUE;
const HIGHEST = Number.MAX_VALUE;

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
  const mailer = createAlarmMailer(db, deps.mail);

  /** Open alarms tabs and overviews hear of every change. */
  const tellStreams = (alarm: AlarmRow, reactorId: string) => notifyAlarmChange(db, { reactorId, alarmId: alarm.id, state: alarm.state });

  async function raise(rule: RuleWithParameter, now: Date, triggeredAt: Date, value: number | null, facts: AlarmFacts): Promise<void> {
    if (rule.silencedUntil && rule.silencedUntil > now) return;
    const alarm = await raiseAlarm(db, { monitoringId: rule.monitoringId, ruleId: rule.id, parameterId: rule.parameterId, severity: rule.severity, triggeredAt, value, facts });
    if (!alarm) return;
    await tellStreams(alarm, rule.parameter.reactorId);
    await mailer.raised(alarm);
  }

  /** The readings are back to normal: the rule's active alarm, if any, is cleared and waits for a person. */
  async function clear(rule: RuleWithParameter): Promise<void> {
    for (const alarm of await clearByReadings(db, rule)) await tellStreams(alarm, rule.parameter.reactorId);
  }

  /**
   * A batch that arrives late or holds a device's buffer may carry a whole excursion, already followed by a normal
   * reading: it is recorded as an alarm back to normal, waiting for a person like any other.
   */
  async function pastExcursions(rule: RuleWithParameter, bounds: { low: number; high: number }, from: Date, now: Date): Promise<void> {
    if (rule.silencedUntil && rule.silencedUntil > now) return;
    for (const run of await closedExcursions(db, rule.monitoringId, rule.parameterId, bounds.low, bounds.high, from)) {
      if (run.end.getTime() - run.start.getTime() < rule.durationS * 1000) continue;
      const above = run.peak > bounds.high;
      const facts = { side: above ? 'above' : 'below', bound: above ? bounds.high : bounds.low } as const;
      const alarm = await recordPastAlarm(
        db,
        { monitoringId: rule.monitoringId, ruleId: rule.id, parameterId: rule.parameterId, severity: rule.severity, triggeredAt: run.start, value: run.peak, facts },
        run.end,
      );
      if (!alarm) continue;
      await tellStreams(alarm, rule.parameter.reactorId);
      await mailer.raised(alarm);
    }
  }

  // Only the parameter's own readings (`measurements`: devices, corrections) move its alarms; a form's observations
  // never do. `from` is the batch's earliest reading.
  async function evaluate(rule: RuleWithParameter, now: Date, from?: Date): Promise<void> {
    if (rule.kind === 'silent') return clear(rule);
    if (rule.kind === 'rate_of_change') {
      const [newer, older] = await latestReadings(db, rule.monitoringId, rule.parameterId, 2);
      if (!newer || !older || rule.maxRatePerMin === null) return;
      const rate = ratePerMinute(newer, older);
      if (rate <= rule.maxRatePerMin) return clear(rule);
      return raise(rule, now, newer.time, newer.value, { rate, maxRate: rule.maxRatePerMin });
    }
    const bounds = boundsOf(rule);
    const [latest] = await latestReadings(db, rule.monitoringId, rule.parameterId, 1);
    if (!bounds || !latest) return;
    // A batch of the newest reading alone ends no run of its own: only an older one may hold a closed excursion.
    if (from && from < latest.time) await pastExcursions(rule, bounds, from, now);
    if (latest.value >= bounds.low && latest.value <= bounds.high) return clear(rule);
    const since = (await excursionStart(db, rule.monitoringId, rule.parameterId, bounds.low, bounds.high, latest.time)) ?? latest.time;
    if (latest.time.getTime() - since.getTime() < rule.durationS * 1000) return;
    const above = latest.value > bounds.high;
    await raise(rule, now, since, latest.value, { side: above ? 'above' : 'below', bound: above ? bounds.high : bounds.low });
  }

  return {
    /** The rules of the parameters a batch just stored readings of. */
    async afterIngestion(monitoringId: string, parameterIds: string[], from?: Date, now = new Date()): Promise<void> {
      if (parameterIds.length === 0) return;
      for (const rule of await rulesToEvaluate(db, { monitoringId, parameterIds })) await evaluate(rule, now, from);
    },

    /** Every silent rule whose parameter has sent nothing for longer than it allows. */
    async sweepSilent(now = new Date()): Promise<void> {
      for (const rule of await rulesToEvaluate(db, { kind: 'silent' })) {
        const allowedS = rule.durationS || SILENT_INTERVALS * rule.parameter.expectedIntervalS;
        const [latest] = await latestReadings(db, rule.monitoringId, rule.parameterId, 1);
        const last = latest?.time ?? rule.createdAt;
        if (now.getTime() - last.getTime() <= allowedS * 1000) continue;
        await raise(rule, now, new Date(last.getTime() + allowedS * 1000), null, { allowedS, last: latest ? last.toISOString() : null });
      }
    },

    /**
     * Alarms left unacknowledged longer than their rule's escalation delay go to the project's editors, each
     * once: the level moves 1 → 2 in one conditional update, so however many instances sweep, one sends the mail.
     */
    async sweepEscalations(now = new Date()): Promise<number> {
      let told = 0;
      for (const due of await dueForEscalation(db, now)) {
        const alarm = await takeEscalation(db, due, 1, now);
        const rule = alarm && (await findRule(db, alarm.ruleId));
        if (!alarm || !rule) continue;
        await mailer.escalated(alarm, rule.escalationDelayS ?? 0);
        told += 1;
      }
      return told;
    },
  };
}
export type AlarmEvaluator = ReturnType<typeof createAlarmEvaluator>;

/** The alarm rules of a batch's parameters, after it is stored; a failure there is logged, the batch stands. */
export function alarmsAfterStore(evaluator: AlarmEvaluator, logger: Logger) {
  return (monitoringId: string, parameterIds: string[], from?: Date) =>
    evaluator.afterIngestion(monitoringId, parameterIds, from).catch((error: unknown) => logger.error({ err: error, monitoringId }, 'alarm rules could not be evaluated'));
}
