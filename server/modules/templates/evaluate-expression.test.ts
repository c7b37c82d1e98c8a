import { parseExpression } from '@/lib/templates/expressions';
import { evaluateExpression } from './evaluate-expression';

const evaluate = (source: string, values: Record<string, number | null> = {}) => evaluateExpression(parseExpression(source), values);

describe('template expressions: evaluation', () => {
  it('follows arithmetic precedence and associativity', () => {
    expect(evaluate('1 + 2 * 3')).toBe(7);
    expect(evaluate('(1 + 2) * 3')).toBe(9);
    expect(evaluate('10 - 4 - 3')).toBe(3);
    expect(evaluate('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluate('-2 ^ 2')).toBe(4);
    expect(evaluate('1.5e3 / 3')).toBe(500);
  });

  it('computes the biochar removal formula from the answers', () => {
    const co2 = 'feedstock_tonnes * (biochar_yield / 100) * (corg_fraction / 100) * 44 / 12 * (permanence_fraction / 100)';
    const value = evaluate(co2, { feedstock_tonnes: 10_000, biochar_yield: 25, corg_fraction: 80, permanence_fraction: 90 });
    expect(value).toBeCloseTo(10_000 * 0.25 * 0.8 * (44 / 12) * 0.9, 6);
  });

  it('supports min, max, abs and round', () => {
    expect(evaluate('max(a - b, 0)', { a: 3, b: 5 })).toBe(0);
    expect(evaluate('min(4, 2, 9)')).toBe(2);
    expect(evaluate('abs(-3)')).toBe(3);
    expect(evaluate('round(2 / 3, 2)')).toBe(0.67);
  });

  it('gives null when an answer is missing or the result is not a number', () => {
    expect(evaluate('a * 2', { a: null })).toBeNull();
    expect(evaluate('a * 2')).toBeNull();
    expect(evaluate('1 / (a - a)', { a: 4 })).toBeNull();
  });
});
