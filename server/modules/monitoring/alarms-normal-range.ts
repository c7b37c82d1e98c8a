import { ESCALATION_DELAYS_S, NORMAL_RANGE_RULE_DURATION_S, NORMAL_RANGE_RULE_SEVERITY } from '@/lib/schemas/monitoring-alarm-constants';
import type { Executor } from '@/server/db/client';
import type { AlarmRuleRow, ParameterRow } from '@/server/db/schema';
import { findNormalRangeRule, insertRule, updateRule } from './alarms-repository';

type RangeOf = Pick<ParameterRow, 'monitoringId' | 'id' | 'normalMin' | 'normalMax'>;

const hasRange = (parameter: Pick<ParameterRow, 'normalMin' | 'normalMax'>) => parameter.normalMin !== null || parameter.normalMax !== null;

/**
 * A normal range arms an alarm (docs/requirements.md ): a parameter given a range gets an out-of-range rule that
 * follows it (no bounds of its own), waiting NORMAL_RANGE_RULE_DURATION_S, of NORMAL_RANGE_RULE_SEVERITY, which the
 * operator may change or switch off like any rule. Its range removed, the rule is switched off (its alarms stay in
 * the history); its range given again, the rule is switched back on. A change of range leaves the rule as the
 * operator set it: it follows the new range. A rule the operator removed comes back only when the range is set or
 * changed again (saving the parameter with the same range does not bring it back).
 *
 * Call it after a parameter is stored: with the parameter as it was before (`previous`) when it is an update.
 */
export async function syncNormalRangeRule(db: Executor, parameter: RangeOf, previous?: Pick<ParameterRow, 'normalMin' | 'normalMax'>): Promise<AlarmRuleRow | undefined> {
  const rule = await findNormalRangeRule(db, parameter);
  if (!hasRange(parameter)) return rule?.enabled ? updateRule(db, rule, { enabled: false }) : rule;
  const rangeSet = !previous || previous.normalMin !== parameter.normalMin || previous.normalMax !== parameter.normalMax;
  if (!rule && !rangeSet) return undefined;
  if (!rule) {
    return insertRule(db, {
      monitoringId: parameter.monitoringId,
      parameterId: parameter.id,
      kind: 'out_of_range',
      origin: 'normal_range',
      severity: NORMAL_RANGE_RULE_SEVERITY,
      escalationDelayS: ESCALATION_DELAYS_S[NORMAL_RANGE_RULE_SEVERITY],
      min: null,
      max: null,
      durationS: NORMAL_RANGE_RULE_DURATION_S,
    });
  }
  if (!rule.enabled && previous && !hasRange(previous)) return updateRule(db, rule, { enabled: true });
  return rule;
}
