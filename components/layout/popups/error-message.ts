/** The text of a failure to show the user (the API's `detail.message` travels as the error's message). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
