import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';

/** Where a refused form's message goes: beside a question, beside the time, under the form, or "not sent". */
export interface FormErrors {
  byQuestion: Record<string, string>;
  missing: string[];
  measuredAt: string | null;
  general: string | null;
  /** No answer came (network): sending again sends the same form, stored once. */
  unsent: boolean;
}

export const NO_ERRORS: FormErrors = { byQuestion: {}, missing: [], measuredAt: null, general: null, unsent: false };

const detailOf = (failure: unknown): Record<string, unknown> => {
  const data = (failure as { data?: { detail?: unknown } } | null)?.data;
  const detail = data?.detail;
  return typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>) : {};
};

/** Sorts the server's refusal of a form (422 with `question_id`, `missing` or `field`) for the screen. */
export function formErrorsOf(failure: unknown, fallback: string): FormErrors {
  const status = failureStatus(failure);
  const message = failureMessage(failure, fallback);
  if (!status) return { ...NO_ERRORS, unsent: true, general: message };
  const detail = detailOf(failure);
  if (typeof detail.question_id === 'string') return { ...NO_ERRORS, byQuestion: { [detail.question_id]: message } };
  if (Array.isArray(detail.missing)) return { ...NO_ERRORS, missing: detail.missing.filter((id): id is string => typeof id === 'string') };
  if (detail.field === 'measured_at') return { ...NO_ERRORS, measuredAt: message };
  return { ...NO_ERRORS, general: message };
}
