/** The text of a failed call to show the user: the API's `detail.message` (RTK Query failures and thrown errors carry it as `message`). */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The HTTP status of a failed RTK Query call (0 when it never got an answer). */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return undefined;
}
