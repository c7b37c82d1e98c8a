import { fieldIssuesOf } from './field-errors';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether the interface speaks English: the API's own texts are English (the `language` cookie, read without its library). */
function interfaceIsEnglish(): boolean {
  if (typeof document === 'undefined') return true;
  const chosen = /(?:^|;\s*)language=([a-z]+)/.exec(document.cookie)?.[1];
  return !chosen || chosen === 'en';
}

/**
 * The text of a failed call to show the user: the API's `detail.message`, which RTK Query failures and thrown
 * errors (ApiRequestError, Error) both carry as `message`; else the fallback. The fallback (the caller's own words,
 * in the interface language) stands instead of the API's text (requirements) for a refusal of fields, whose
 * refusals the form shows beside them (`fieldErrorsOf`), and whenever the interface is not in English.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (fieldIssuesOf(error).length > 0 || !interfaceIsEnglish()) return fallback;
  if (isRecord(error) && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
