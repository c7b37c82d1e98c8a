import type { Language } from '@/lib/schemas/common';
import type { FormulaResult } from '@/lib/schemas/assessments';
import { expressionReferences, parseExpression, type ExpressionNode } from '@/lib/templates/expressions';
import { localize } from '@/lib/templates/localize';
import { evaluateExpression } from './evaluate-expression';
import type { TemplateFormula } from '@/lib/schemas/templates';
import type { AnswerValues, TemplateIndex } from './template-index';

/** Rounded to `decimals` places, half away from zero. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * factor)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The labels of questions (by id) in a language; an id the template no longer has stands for itself. */
export function questionLabels(index: TemplateIndex, ids: string[], language: Language): string[] {
  return ids.map((id) => {
    const entry = index.questionById.get(id);
    return entry ? localize(entry.question.label, language) : id;
  });
}

interface ParsedFormula {
  formula: TemplateFormula;
  node: ExpressionNode;
  references: string[];
}

/**
 * Every formula of the template evaluated on the number answers of visible questions (and on other formulas, in
 * dependency order, unrounded). A formula whose inputs are missing is null and names the number questions it still
 * needs, through the formulas it uses; one that is not a finite number (division by zero…) is null with nothing
 * missing. Results are rounded to the formula's `decimals`.
 */
export function evaluateFormulas(index: TemplateIndex, answers: AnswerValues, visible: ReadonlySet<string>, language: Language): FormulaResult[] {
  const parsed = new Map<string, ParsedFormula>();
  for (const formula of index.definition.formulas) {
    const node = parseExpression(formula.expression);
    parsed.set(formula.id, { formula, node, references: expressionReferences(node) });
  }
  const numbers: Record<string, number | null> = {};
  for (const { question } of index.questions) {
    if (question.type !== 'number') continue;
    const value = answers.get(question.id);
    numbers[question.id] = visible.has(question.id) && typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  const values: Record<string, number | null> = { ...numbers };
  const missing = new Map<string, string[]>();
  const settle = (id: string): void => {
    if (missing.has(id)) return;
    const entry = parsed.get(id);
    if (!entry) return;
    const needs = new Set<string>();
    for (const name of entry.references) {
      if (parsed.has(name)) {
        settle(name);
        for (const inner of missing.get(name) ?? []) needs.add(inner);
      } else if (numbers[name] === null || numbers[name] === undefined) {
        needs.add(name);
      }
    }
    missing.set(id, [...needs]);
    values[id] = needs.size > 0 ? null : evaluateExpression(entry.node, values);
  };

  return index.definition.formulas.map((formula) => {
    settle(formula.id);
    const value = values[formula.id];
    const needs = missing.get(formula.id) ?? [];
    return {
      id: formula.id,
      label: localize(formula.label, language),
      unit: formula.unit ? localize(formula.unit, language) : null,
      value: value === null || value === undefined ? null : roundTo(value, formula.decimals),
      missing: needs,
      missing_labels: questionLabels(index, needs, language),
    };
  });
}
