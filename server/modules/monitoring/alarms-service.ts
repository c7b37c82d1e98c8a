import type { Language } from '@/lib/schemas/common';
import { ESCALATION_DELAYS_S } from '@/lib/schemas/monitoring-alarm-constants';
import { MAX_SILENCE_DAYS, type Alarm, type AlarmAction, type AlarmRule, type AlarmRuleInput, type AlarmRuleUpdate, type AlarmsQuery } from '@/lib/schemas/monitoring-alarms';
import type { Database } from '@/server/db/client';
import type { AlarmRow, AlarmRuleRow, ParameterRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findPeople, type Caller } from '@/server/modules/projects/public';
import { accessToMonitoring } from './access';
import type { AlarmEvaluator } from './alarms-evaluator';
import { alarmMessage } from './alarms-message';
import { createAlarmPeopleService } from './alarms-people-service';
import { acknowledgeCleared, deleteRule, findAlarm, findRule, insertRule, listAlarms, listRules, updateAlarm, updateRule } from './alarms-repository';
import { notifyAlarmChange } from './live-events-repository';
import { PARAMETER_NOT_FOUND, reactorFor } from './reactors-service';
import { findParameter, findReactor, findSite, listParameters } from './setup-repository';

export const RULE_NOT_FOUND = 'Alarm rule not found';
export const ALARM_NOT_FOUND = 'Alarm not found';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toRule(row: AlarmRuleRow): AlarmRule {
  return {
    id: row.id,
    parameter_id: row.parameterId,
    kind: row.kind,
    min: row.min,
    max: row.max,
    duration_s: row.durationS,
    max_rate_per_min: row.maxRatePerMin,
    enabled: row.enabled,
    silenced_until: iso(row.silencedUntil),
    severity: row.severity,
    escalation_delay_s: row.escalationDelayS,
    origin: row.origin,
  };
}

/** A rule's escalation delay: the one given (null: never), else its severity's default. */
export function escalationDelay(severity: AlarmRuleRow['severity'], given: number | null | undefined): number | null {
  return given === undefined ? ESCALATION_DELAYS_S[severity] : given;
}

/** Rules and alarms of a reactor: anyone who reads the project sees them; its owner and editors manage and answer them. */
export function createAlarmsService(db: Database, evaluator: AlarmEvaluator) {
  async function ruleFor(id: string, caller: Caller): Promise<AlarmRuleRow> {
    const rule = await findRule(db, id);
    if (!rule) throw new ApiError(404, RULE_NOT_FOUND);
    await accessToMonitoring(db, rule.monitoringId, caller, 'write', RULE_NOT_FOUND);
    return rule;
  }

  /** The site's time zone of each parameter's reactor: alarm texts give times there. */
  async function zonesOf(parameters: ParameterRow[]): Promise<Map<string, string>> {
    const zones = new Map<string, string>();
    for (const reactorId of new Set(parameters.map((parameter) => parameter.reactorId))) {
      const reactor = await findReactor(db, reactorId);
      const site = reactor && (await findSite(db, reactor.siteId));
      zones.set(reactorId, site?.timeZone ?? 'UTC');
    }
    return zones;
  }

  async function toAlarms(rows: AlarmRow[], language: Language, known: ParameterRow[] = []): Promise<Alarm[]> {
    const people = await findPeople(
      db,
      rows.flatMap((row) => [row.acknowledgedBy, row.clearedBy]),
    );
    const person = (id: string | null) => (id && people.get(id) ? { id, name: people.get(id)?.name ?? '' } : null);
    const parameters = new Map(known.map((parameter) => [parameter.id, parameter]));
    for (const row of rows) if (!parameters.has(row.parameterId)) parameters.set(row.parameterId, (await findParameter(db, row.parameterId))!);
    const zones = await zonesOf([...parameters.values()].filter(Boolean));
    const kinds = new Map<string, AlarmRuleRow['kind']>();
    for (const row of rows) if (!kinds.has(row.ruleId)) kinds.set(row.ruleId, (await findRule(db, row.ruleId))?.kind ?? 'out_of_range');
    return rows.map((row) => {
      const parameter = parameters.get(row.parameterId);
      return {
        id: row.id,
        rule_id: row.ruleId,
        parameter_id: row.parameterId,
        kind: kinds.get(row.ruleId) ?? 'out_of_range',
        state: row.state,
        severity: row.severity,
        message: parameter ? alarmMessage(row, parameter, language, zones.get(parameter.reactorId) ?? 'UTC') : (row.message ?? ''),
        value: row.value,
        triggered_at: row.triggeredAt.toISOString(),
        raised_at: row.raisedAt.toISOString(),
        acknowledged_at: iso(row.acknowledgedAt),
        acknowledged_by: person(row.acknowledgedBy),
        note: row.note,
        cleared_at: iso(row.clearedAt),
        cleared_by: person(row.clearedBy),
        escalated_at: iso(row.escalatedAt),
      };
    });
  }

  /** Saves a change to an alarm and tells open streams of it. */
  async function change(alarm: AlarmRow, changes: Partial<AlarmRow>): Promise<AlarmRow> {
    const row = await updateAlarm(db, alarm, changes);
    const parameter = await findParameter(db, row.parameterId);
    if (parameter) await notifyAlarmChange(db, { reactorId: parameter.reactorId, alarmId: row.id, state: row.state });
    return row;
  }

  return {
    ...createAlarmPeopleService(db),

    async addRule(input: AlarmRuleInput, caller: Caller): Promise<AlarmRule> {
      const parameter = await findParameter(db, input.parameter_id);
      if (!parameter) throw new ApiError(404, PARAMETER_NOT_FOUND);
      await accessToMonitoring(db, parameter.monitoringId, caller, 'write', PARAMETER_NOT_FOUND);
      if (input.kind === 'out_of_range' && (input.min ?? parameter.normalMin) === null && (input.max ?? parameter.normalMax) === null) {
        throw new ApiError(400, 'Give min or max: the parameter has no normal range to check', { field: 'min' });
      }
      const row = await insertRule(db, {
        monitoringId: parameter.monitoringId,
        parameterId: parameter.id,
        kind: input.kind,
        severity: input.severity,
        escalationDelayS: escalationDelay(input.severity, input.escalation_delay_s),
        min: input.min,
        max: input.max,
        durationS: input.duration_s,
        maxRatePerMin: input.max_rate_per_min,
        createdBy: caller.user.id,
      });
      return toRule(row);
    },

    async rulesOf(reactorId: string, caller: Caller): Promise<AlarmRule[]> {
      const reactor = await reactorFor(db, reactorId, caller, 'read');
      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      return (
        await listRules(
          db,
          reactor.monitoringId,
          parameters.map((parameter) => parameter.id),
        )
      ).map(toRule);
    },

    /** On or off, silenced, its severity (with its delay, unless given) or its duration. */
    async changeRule(input: AlarmRuleUpdate, caller: Caller): Promise<AlarmRule> {
      const rule = await ruleFor(input.rule_id, caller);
      const until = input.silenced_until === undefined ? undefined : input.silenced_until === null ? null : new Date(input.silenced_until);
      if (until && until.getTime() > Date.now() + MAX_SILENCE_DAYS * 86_400_000) {
        throw new ApiError(400, `A rule is silenced for ${MAX_SILENCE_DAYS} days at most`, { field: 'silenced_until' });
      }
      const severity = input.severity ?? rule.severity;
      const delay = input.escalation_delay_s !== undefined || input.severity ? escalationDelay(severity, input.escalation_delay_s) : rule.escalationDelayS;
      return toRule(
        await updateRule(db, rule, {
          enabled: input.enabled ?? rule.enabled,
          silencedUntil: until === undefined ? rule.silencedUntil : until,
          severity,
          escalationDelayS: delay,
          durationS: input.duration_s ?? rule.durationS,
        }),
      );
    },

    async removeRule(ruleId: string, caller: Caller): Promise<{ id: string }> {
      const rule = await ruleFor(ruleId, caller);
      await deleteRule(db, rule);
      return { id: rule.id };
    },

    /** The reactor's alarms, after looking for silent parameters (so a silence shows without waiting for the sweep). */
    async alarmsOf(query: AlarmsQuery, caller: Caller, language: Language): Promise<Alarm[]> {
      const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
      await evaluator.sweepSilent();
      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      const rows = await listAlarms(
        db,
        reactor.monitoringId,
        parameters.map((parameter) => parameter.id),
        { all: query.state === 'all', limit: query.limit },
      );
      return toAlarms(rows, language, parameters);
    },

    /**
     * The four states: acknowledging records who and when (and a note); clearing by hand ends an active alarm
     * and acknowledges it too. Back to normal and acknowledged, an alarm is history and changes no more.
     */
    async act(input: AlarmAction, caller: Caller, language: Language): Promise<Alarm> {
      const alarm = await findAlarm(db, input.alarm_id);
      if (!alarm) throw new ApiError(404, ALARM_NOT_FOUND);
      await accessToMonitoring(db, alarm.monitoringId, caller, 'write', ALARM_NOT_FOUND);
      const who = caller.user.id;
      const note = input.note || alarm.note;
      if (input.action === 'acknowledge') {
        if (alarm.state === 'active_acknowledged' || alarm.state === 'cleared_acknowledged') throw new ApiError(409, 'This alarm is already acknowledged');
        const state = alarm.state === 'active_unacknowledged' ? 'active_acknowledged' : 'cleared_acknowledged';
        return (await toAlarms([await change(alarm, { state, acknowledgedBy: who, acknowledgedAt: new Date(), note })], language))[0];
      }
      if (alarm.state === 'cleared_unacknowledged' || alarm.state === 'cleared_acknowledged') throw new ApiError(409, 'This alarm is already cleared');
      // A person who clears an alarm has seen it: it is acknowledged too, if it was not.
      const seen = alarm.acknowledgedAt ? {} : { acknowledgedBy: who, acknowledgedAt: new Date() };
      return (await toAlarms([await change(alarm, { state: 'cleared_acknowledged', clearedBy: who, clearedAt: new Date(), note, ...seen })], language))[0];
    },

    /** Acknowledges at once every alarm of the reactor that is back to normal: answers how many. */
    async acknowledgeCleared(reactorId: string, note: string | undefined, caller: Caller): Promise<{ acknowledged: number }> {
      const reactor = await reactorFor(db, reactorId, caller, 'write');
      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      const rows = await acknowledgeCleared(
        db,
        reactor.monitoringId,
        parameters.map((parameter) => parameter.id),
        caller.user.id,
        note || null,
      );
      for (const row of rows) await notifyAlarmChange(db, { reactorId: reactor.id, alarmId: row.id, state: row.state });
      return { acknowledged: rows.length };
    },
  };
}
export type AlarmsService = ReturnType<typeof createAlarmsService>;
