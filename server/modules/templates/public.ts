/**
 * The template engine's public surface. A template definition is indexed once per stored snapshot; from a project's
 * answers the engine says which questions are shown (visibility), how far each assessment and the project are
 * (progress), the scores and gaps (scoring) and the values of the template's formulas. Projects and assessments both
 * stand on it; it knows neither. The browser's share of the rules lives in `lib/templates` (localize, "answered",
 * the expression parser).
 */
export { assessmentQuestions, indexTemplate, isRequired, type AnswerValues, type IndexedAssessment, type IndexedQuestion, type TemplateIndex } from './template-index';
export { ensureSnapshot, loadTemplateIndex, type TemplateVersion } from './snapshots';
export { findSnapshot } from './repository';
export { conditionQuestions, visibleQuestions } from './visibility';
export { assessmentFigures, assessmentProgress, percent, projectProgress, type AssessmentFigures } from './progress';
export { computeScores, roundScore, type Scores } from './scoring';
export { evaluateFormulas, questionLabels, roundTo } from './formulas';
/** Whether a value answers a question: its type and rules (assessments' answers and autofill, monitoring's forms). */
export { validateAnswer, type ValidationContext, type ValidationResult } from './answer-validation';
