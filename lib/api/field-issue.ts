/*
 * The refusal of one field, as the API sends it in `detail.issues` (requirements ): the field's path, a
 * message key the client translates (`validation.<key>` of the interface texts), the values the message needs, and
 * an English message for other clients. Shared by the server, which writes them, and the browser, which places each
 * one beside its field in the user's language.
 */

/** Every key a field's refusal may carry; `lib/i18n/messages/<language>/validation.json` has each one. */
export const FIELD_ISSUE_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'tooFew',
  'tooMany',
  'wholeNumber',
  'invalidType',
  'invalidOption',
  'invalidEmail',
  'invalidId',
  'invalidDate',
  'invalidFormat',
  'unknownField',
  'ticketOrder',
  'inFuture',
  'unknownFile',
  'nameMismatch',
  'invalid',
] as const;
export type FieldIssueKey = (typeof FIELD_ISSUE_KEYS)[number];

export interface FieldIssue {
  /** The field's path, dotted (`ticket_max`, `answers.0.value`); the target's name for the whole body or query. */
  field: string;
  key: FieldIssueKey;
  /** The values the message names (`minimum`, `maximum`). */
  params?: Record<string, string | number>;
  /** The English text, for clients that do not translate. */
  message: string;
}

export const isFieldIssueKey = (value: unknown): value is FieldIssueKey => typeof value === 'string' && (FIELD_ISSUE_KEYS as readonly string[]).includes(value);
