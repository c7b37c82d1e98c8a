import type { ExpressionFunction, ExpressionNode } from '@/lib/templates/expressions';

function applyFunction(name: ExpressionFunction, args: number[]): number {
  switch (name) {
    case 'min':
      return Math.min(...args);
    case 'max':
      return Math.max(...args);
    case 'abs':
      return Math.abs(args[0]);
    case 'round': {
      const factor = 10 ** (args[1] ?? 0);
      return Math.round(args[0] * factor) / factor;
    }
  }
}

/**
 * The value of the expression, or null when a reference has no numeric value or the result is not a finite
 * number (division by zero…).
 */
export function evaluateExpression(node: ExpressionNode, values: Readonly<Record<string, number | null | undefined>>): number | null {
  const evaluate = (current: ExpressionNode): number | null => {
    switch (current.kind) {
      case 'number':
        return current.value;
      case 'reference': {
        const value = values[current.name];
        return typeof value === 'number' && Number.isFinite(value) ? value : null;
      }
      case 'negate': {
        const operand = evaluate(current.operand);
        return operand === null ? null : -operand;
      }
      case 'binary': {
        const left = evaluate(current.left);
        const right = evaluate(current.right);
        if (left === null || right === null) return null;
        if (current.operator === '+') return left + right;
        if (current.operator === '-') return left - right;
        if (current.operator === '*') return left * right;
        if (current.operator === '/') return right === 0 ? null : left / right;
        return left ** right;
      }
      case 'call': {
        const args = current.args.map(evaluate);
        if (args.some((arg) => arg === null)) return null;
        return applyFunction(current.name, args as number[]);
      }
    }
  };
  const result = evaluate(node);
  return result !== null && Number.isFinite(result) ? result : null;
}
