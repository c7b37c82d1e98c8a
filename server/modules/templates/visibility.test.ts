import type { ConditionRule } from '@/lib/schemas/templates';
import { testIndex } from './testing/test-template';
import { conditionHolds, ruleHolds, visibleQuestions } from './visibility';

const rule = (operator: ConditionRule['operator'], value?: ConditionRule['value']): ConditionRule => ({ question: 'q', operator, value });

describe('ruleHolds', () => {
  it.each([
    [rule('equals', 'a'), 'a', true],
    [rule('equals', 'a'), 'b', false],
    [rule('equals', true), true, true],
    [rule('equals', true), false, false],
    [rule('not_equals', 'a'), 'b', true],
    [rule('not_equals', 'a'), 'a', false],
    [rule('in', ['a', 'b']), 'b', true],
    [rule('in', ['a', 'b']), 'c', false],
    [rule('in', ['a']), ['c', 'a'], true],
    [rule('not_in', ['a']), 'b', true],
    [rule('not_in', ['a']), ['b', 'a'], false],
    [rule('gt', 15), 16, true],
    [rule('gt', 15), 15, false],
    [rule('gte', 15), 15, true],
    [rule('lt', 15), 14.9, true],
    [rule('lte', 15), 15, true],
    [rule('lte', 15), 15.1, false],
    [rule('gt', 15), '16', false],
    [rule('contains', 'x'), ['y', 'x'], true],
    [rule('contains', 'x'), ['y'], false],
    [rule('contains', 'ash'), 'wood ash', true],
    [rule('answered'), 'text', true],
    [rule('answered'), '  ', false],
    [rule('answered'), [], false],
    [rule('answered'), 0, true],
    [rule('answered'), false, true],
  ])('%j on %j is %s', (condition, answer, expected) => {
    expect(ruleHolds(condition, answer)).toBe(expected);
  });

  it('never holds on an unanswered question, whatever the operator', () => {
    for (const operator of ['equals', 'not_equals', 'not_in', 'gt', 'answered', 'contains'] as const) {
      expect(ruleHolds(rule(operator, operator === 'not_in' ? ['a'] : operator === 'answered' ? undefined : 1), undefined)).toBe(false);
    }
  });
});

describe('conditionHolds', () => {
  const answers = new Map<string, unknown>([
    ['a', 5],
    ['b', 'x'],
  ]);
  it('combines rules with all and any', () => {
    const five = { question: 'a', operator: 'equals' as const, value: 5 };
    const notX = { question: 'b', operator: 'not_equals' as const, value: 'x' };
    expect(conditionHolds({ all: [five, notX] }, answers)).toBe(false);
    expect(conditionHolds({ any: [five, notX] }, answers)).toBe(true);
    expect(conditionHolds(five, answers)).toBe(true);
  });
});

describe('visibleQuestions', () => {
  const index = testIndex();
  it('shows unconditional questions and hides conditional ones until their condition holds', () => {
    const visible = visibleQuestions(index, new Map());
    expect(visible.has('name')).toBe(true);
    expect(visible.has('stage_notes')).toBe(false);
    expect(visible.has('big_site')).toBe(false);
  });

  it('applies all-conditions across sections', () => {
    expect(
      visibleQuestions(
        index,
        new Map<string, unknown>([
          ['tonnes', 200],
          ['permit', true],
        ]),
      ).has('big_site'),
    ).toBe(true);
    expect(
      visibleQuestions(
        index,
        new Map<string, unknown>([
          ['tonnes', 50],
          ['permit', true],
        ]),
      ).has('big_site'),
    ).toBe(false);
  });

  it('treats the answer of a hidden question as absent, so what depends on it hides too', () => {
    const notes = new Map<string, unknown>([
      ['stage', 'idea'],
      ['stage_notes', 'draft'],
    ]);
    expect(visibleQuestions(index, notes).has('other')).toBe(true);
    notes.set('stage', 'built');
    const visible = visibleQuestions(index, notes);
    expect(visible.has('stage_notes')).toBe(false);
    expect(visible.has('other')).toBe(false);
  });
});
