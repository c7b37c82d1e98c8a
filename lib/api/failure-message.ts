const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The text of a failed call to show the user: the API's `detail.message`, which RTK Query failures and thrown
 * errors (ApiRequestError, Error) both carry as `message`; else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isRecord(error) && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
