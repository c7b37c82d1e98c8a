import { evaluateFormulas, roundTo } from './formulas';
import { testIndex } from './testing/test-template';
import { visibleQuestions } from './visibility';

const index = testIndex();

function evaluate(entries: [string, unknown][], language: 'en' | 'fr' = 'en') {
  const answers = new Map(entries);
  return Object.fromEntries(evaluateFormulas(index, answers, visibleQuestions(index, answers), language).map((result) => [result.id, result]));
}

describe('roundTo', () => {
  it('rounds half away from zero, without float artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(7919.999999999999, 1)).toBe(7920);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-0.04, 1)).toBe(0);
  });
});

describe('evaluateFormulas', () => {
  it('computes from number answers and other formulas, rounded to their decimals', () => {
    const results = evaluate([
      ['tonnes', 333],
      ['yield', 27],
      ['staff', 7],
    ]);
    // 333 × 27 / 100 = 89.91 → 89.9; 89.91 / 7 = 12.844… → 12.84 (from the unrounded value)
    expect(results.output).toEqual({ id: 'output', label: 'Output', unit: 't', value: 89.9, missing: [], missing_labels: [] });
    expect(results.per_staff).toMatchObject({ value: 12.84, missing: [], unit: 't/yr' });
  });

  it('is null and names the missing number questions, through the formulas it uses', () => {
    const results = evaluate([['tonnes', 10]], 'fr');
    expect(results.output).toMatchObject({ value: null, missing: ['yield'], label: 'Output (fr)' });
    expect(results.per_staff).toMatchObject({ value: null, missing: ['yield', 'staff'], missing_labels: ['Yield (fr)', 'Staff (fr)'], unit: 't/an' });
  });

  it('is null with nothing missing when the result is not a finite number', () => {
    expect(
      evaluate([
        ['tonnes', 10],
        ['yield', 5],
      ]).ratio,
    ).toMatchObject({ value: null, missing: [] });
  });

  it('ignores non-numeric values', () => {
    expect(
      evaluate([
        ['tonnes', '10'],
        ['yield', 5],
      ]).output,
    ).toMatchObject({ value: null, missing: ['tonnes'] });
  });
});
