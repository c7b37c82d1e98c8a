import { MESSAGE_MAX_LENGTH } from '@/lib/schemas/information-request-constants';

/** The keys of `questions.errors`, with their arguments. */
export type RefusalText =
  | { key: 'required' | 'notActivated' | 'readOnly' | 'documentNotFound' | 'notFound' | 'signedOut' | 'failed' }
  | { key: 'tooLong'; max: number }
  | { key: 'rateLimited'; seconds: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `detail` of a failed call's body (an RTK Query failure's `data`, an ApiRequestError's `body`). */
function detailOf(failure: unknown): Record<string, unknown> {
  if (!isRecord(failure)) return {};
  const body = failure.data ?? failure.body;
  return isRecord(body) && isRecord(body.detail) ? body.detail : {};
}

function statusOf(failure: unknown): number | undefined {
  if (!isRecord(failure)) return undefined;
  const value = typeof failure.status === 'number' ? failure.status : failure.code;
  return typeof value === 'number' ? value : undefined;
}

/**
 * What to say, in the user's language, beside the message box when the API refuses a question or a reply
 * (requirements ): read from the status and `detail.reason`, never the API's own text.
 */
export function refusalText(failure: unknown): RefusalText {
  const status = statusOf(failure);
  const detail = detailOf(failure);
  if (status === 429) return { key: 'rateLimited', seconds: typeof detail.retry_after === 'number' ? detail.retry_after : 60 };
  if (status === 401) return { key: 'signedOut' };
  if (status === 403) return { key: detail.reason === 'not_activated' ? 'notActivated' : 'readOnly' };
  if (status === 404) return { key: detail.reason === 'document_not_found' ? 'documentNotFound' : 'notFound' };
  if (status === 400) return { key: 'tooLong', max: MESSAGE_MAX_LENGTH };
  return { key: 'failed' };
}

/** A message the form refuses before sending: empty, or too long. */
export function draftProblem(message: string): RefusalText | null {
  if (!message.trim()) return { key: 'required' };
  if (message.trim().length > MESSAGE_MAX_LENGTH) return { key: 'tooLong', max: MESSAGE_MAX_LENGTH };
  return null;
}
