import type { Condition, ConditionRule } from '@/lib/schemas/templates';
import { isAnswered } from '@/lib/templates/answered';
import type { AnswerValues, TemplateIndex } from './template-index';

type Comparable = string | number | boolean;

function equalsValue(answer: unknown, expected: Comparable): boolean {
  return answer === expected;
}

function asList(value: ConditionRule['value']): Comparable[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Whether one rule holds for the answer it names. A rule about an unanswered question never holds (not even
 * `not_equals` or `not_in`): a dependent question appears once the question it depends on is answered.
 * Multiple-choice answers (lists) match `equals`/`in` when any selected value does, `not_equals`/`not_in`
 * when none does.
 */
export function ruleHolds(rule: ConditionRule, answer: unknown): boolean {
  if (!isAnswered(answer)) return false;
  const values = asList(rule.value);
  const selected: unknown[] = Array.isArray(answer) ? answer : [answer];
  switch (rule.operator) {
    case 'answered':
      return true;
    case 'equals':
      return selected.some((item) => equalsValue(item, values[0]));
    case 'not_equals':
      return !selected.some((item) => equalsValue(item, values[0]));
    case 'in':
      return selected.some((item) => values.some((value) => equalsValue(item, value)));
    case 'not_in':
      return !selected.some((item) => values.some((value) => equalsValue(item, value)));
    case 'contains':
      if (typeof answer === 'string') return typeof values[0] === 'string' && answer.includes(values[0]);
      return selected.some((item) => equalsValue(item, values[0]));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const bound = values[0];
      if (typeof answer !== 'number' || typeof bound !== 'number') return false;
      if (rule.operator === 'gt') return answer > bound;
      if (rule.operator === 'gte') return answer >= bound;
      if (rule.operator === 'lt') return answer < bound;
      return answer <= bound;
    }
  }
}

/** Whether a condition (one rule, all of several, or any of several) holds on the answers. */
export function conditionHolds(condition: Condition, answers: AnswerValues): boolean {
  if ('all' in condition) return condition.all.every((rule) => ruleHolds(rule, answers.get(rule.question)));
  if ('any' in condition) return condition.any.some((rule) => ruleHolds(rule, answers.get(rule.question)));
  return ruleHolds(condition, answers.get(condition.question));
}

/**
 * The ids of the questions shown with these answers, across the whole template. Conditions only name earlier
 * questions, so one pass in template order settles everything; the answer of a hidden question does not count
 * (a question that depends on it is hidden too).
 */
export function visibleQuestions(index: TemplateIndex, answers: AnswerValues): Set<string> {
  const visible = new Set<string>();
  const effective = new Map<string, unknown>();
  for (const { question } of index.questions) {
    if (!question.show_when || conditionHolds(question.show_when, effective)) {
      visible.add(question.id);
      if (answers.has(question.id)) effective.set(question.id, answers.get(question.id));
    }
  }
  return visible;
}

/** The questions a condition names (to explain why a question is hidden). */
export function conditionQuestions(condition: Condition): string[] {
  const rules = 'all' in condition ? condition.all : 'any' in condition ? condition.any : [condition];
  return [...new Set(rules.map((rule) => rule.question))];
}
