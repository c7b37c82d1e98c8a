import type { Language } from '@/lib/schemas/common';
import type { ReadinessGap } from '@/lib/schemas/assessments';
import type { ChoiceOption, TemplateQuestion } from '@/lib/schemas/templates';
import { isAnswered } from '@/lib/templates/answered';
import { localize } from '@/lib/templates/localize';
import type { AnswerValues, TemplateIndex } from './template-index';

/** A score with one decimal. */
export function roundScore(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

function optionScore(options: ChoiceOption[], value: unknown): number {
  return options.find((option) => option.value === value)?.score ?? 1;
}

/**
 * The share of its weight (0 to 1) an answered question earns: a single choice its option's `score`, a multiple
 * choice the lowest `score` among the chosen options (one weak choice is enough to weaken readiness), a yes/no
 * question all of it when the answer is its `ready_answer` and nothing otherwise, any other answer all of it.
 * Null when unanswered.
 */
export function earnedShare(question: TemplateQuestion, value: unknown): number | null {
  if (!isAnswered(value)) return null;
  switch (question.type) {
    case 'single_choice':
      return optionScore(question.options, value);
    case 'multiple_choice':
      return Math.min(...(value as unknown[]).map((item) => optionScore(question.options, item)));
    case 'yes_no':
      return value === (question.ready_answer === 'yes') ? 1 : 0;
    default:
      return 1;
  }
}

export interface ScoreInput {
  index: TemplateIndex;
  answers: AnswerValues;
  visible: ReadonlySet<string>;
  language: Language;
  /** The project's assessment record id for each assessment of the template. */
  assessmentIds: ReadonlyMap<string, string>;
}

export interface Scores {
  /** Unrounded weighted mean of the assessment scores (0 to 100). */
  overall: number;
  assessments: { assessment_id: string; title: string; score: number }[];
  sections: { assessment_id: string; section_id: string; title: string; score: number }[];
  gaps: ReadinessGap[];
}

interface Weighted {
  score: number;
  weight: number;
}

/** The weighted mean of the parts that have something to score; null when none has. */
function weightedMean(parts: Weighted[]): number | null {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (total === 0) return null;
  return parts.reduce((sum, part) => sum + part.score * part.weight, 0) / total;
}

/**
 * Readiness scores: per section the earned weight over the weight of its visible weighted questions; per assessment
 * the mean of its sections weighted by section weight; overall the mean of the assessments weighted by assessment
 * weight. A section (or assessment) with nothing weighted to score is left out. Gaps are the visible weighted
 * questions that are unanswered or earn less than their weight, heaviest first.
 */
export function computeScores({ index, answers, visible, language, assessmentIds }: ScoreInput): Scores {
  const result: Scores = { overall: 0, assessments: [], sections: [], gaps: [] };
  const gaps: (ReadinessGap & { order: number })[] = [];
  const assessmentParts: Weighted[] = [];
  for (const { assessment } of index.assessments) {
    const assessmentId = assessmentIds.get(assessment.id);
    if (!assessmentId) continue;
    const sectionParts: Weighted[] = [];
    for (const section of assessment.sections) {
      let total = 0;
      let earned = 0;
      for (const question of section.questions) {
        if (!visible.has(question.id) || question.weight <= 0) continue;
        const share = earnedShare(question, answers.get(question.id));
        total += question.weight;
        earned += question.weight * (share ?? 0);
        if (share === null || share < 1) {
          gaps.push({
            assessment_id: assessmentId,
            section_id: section.id,
            question_id: question.id,
            question: localize(question.label, language),
            reason: share === null ? 'unanswered' : 'not_ready',
            weight: question.weight,
            order: index.questionById.get(question.id)?.order ?? 0,
          });
        }
      }
      if (total === 0) continue;
      const score = (earned / total) * 100;
      sectionParts.push({ score, weight: section.weight });
      result.sections.push({ assessment_id: assessmentId, section_id: section.id, title: localize(section.title, language), score: roundScore(score) });
    }
    const score = weightedMean(sectionParts);
    if (score === null) continue;
    assessmentParts.push({ score, weight: assessment.weight });
    result.assessments.push({ assessment_id: assessmentId, title: localize(assessment.title, language), score: roundScore(score) });
  }
  result.overall = weightedMean(assessmentParts) ?? 0;
  result.gaps = gaps.sort((a, b) => b.weight - a.weight || a.order - b.order).map(({ order: _order, ...gap }) => gap);
  return result;
}
