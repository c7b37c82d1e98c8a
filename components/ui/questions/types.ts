import type { AnswerValue } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';

/** `now` sends at once (choices), `debounce` after a pause in typing. */
export type ChangeMode = 'now' | 'debounce';

/** What every question renderer receives; `onChange(null)` clears the answer. */
export interface QuestionInputProps<Q extends TemplateQuestion = TemplateQuestion> {
  question: Q;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null, mode: ChangeMode) => void;
  /** Leaving the field: what waits is sent at once. */
  onBlur: () => void;
  disabled: boolean;
  language: Language;
  /** The id of the main input (the question's `<label>` points at it). */
  inputId: string;
  /** The id of the question's label, for groups (`aria-labelledby`). */
  labelId: string;
  /** Ids of the help and error texts (`aria-describedby`). */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /** The project the answer belongs to (file answers upload there). */
  projectId: string;
}

export type QuestionOf<T extends TemplateQuestion['type']> = Extract<TemplateQuestion, { type: T }>;
