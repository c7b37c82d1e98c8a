import { type FieldIssue, isFieldIssueKey } from './field-issue';

/*
 * The field refusals of a failed call, for the form that made it (requirements ): each one translated in the
 * interface language and keyed by its field, so that the form shows it beside the field, never the API's text.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `detail.issues` of a failure (RTK Query's `data`, a thrown ApiRequestError's `body`), the well-formed ones only. */
export function fieldIssuesOf(failure: unknown): FieldIssue[] {
  if (!isRecord(failure)) return [];
  const body = 'data' in failure ? failure.data : failure.body;
  const detail = isRecord(body) ? body.detail : undefined;
  const issues = isRecord(detail) && Array.isArray(detail.issues) ? detail.issues : [];
  return issues.filter((issue): issue is FieldIssue => isRecord(issue) && typeof issue.field === 'string' && isFieldIssueKey(issue.key));
}

/** Translates a key of the `validation` texts with its values (next-intl's `useTranslations('validation')`). */
export type TranslateIssue = (key: string, values?: Record<string, string | number>) => string;

/** The refusals of a failure by field, each in the interface language (the first refusal of a field wins). */
export function fieldErrorsOf(failure: unknown, t: TranslateIssue): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of fieldIssuesOf(failure)) errors[issue.field] ??= t(issue.key, issue.params ?? {});
  return errors;
}
