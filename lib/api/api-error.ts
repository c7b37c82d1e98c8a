/** A failed API call: `code` is the HTTP status (or the status a body reported), `message` says why. */
export class ApiRequestError extends Error {
  readonly code: number;
  /** The parsed body of the answer, when there was one. */
  readonly body: unknown;

  constructor(code: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
    this.body = body;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function describe(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * First error rule (seed section 8): a body whose `status` begins with 4 or 5 is an error carrying the body's
 * message and status, whatever the HTTP status.
 */
export function errorFromBodyStatus(body: unknown): ApiRequestError | undefined {
  if (!isRecord(body) || body.status === undefined || body.status === null) return undefined;
  const status = String(body.status);
  if (!/^[45]/.test(status)) return undefined;
  const message = describe(body.message) ?? messageFromDetail(body) ?? 'Error';
  return new ApiRequestError(Number.parseInt(status, 10), message, body);
}

function messageFromDetail(body: Record<string, unknown>): string | undefined {
  const detail = body.detail;
  if (isRecord(detail) && typeof detail.message === 'string' && detail.message) return detail.message;
  return describe(detail);
}

/**
 * Second error rule: any non-200 answer is an error whose code is the HTTP status and whose message is the
 * body's `detail.message`, else `detail` itself, else the text `Error`.
 */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const message = (isRecord(body) ? messageFromDetail(body) : undefined) ?? 'Error';
  return new ApiRequestError(status, message, body);
}

/**
 * The HTTP status of a failed call: `status` of an RTK Query failure (0 when it never got an answer), `code` of an
 * ApiRequestError; undefined for anything else.
 */
export function failureStatus(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  const value = typeof error.status === 'number' ? error.status : error.code;
  return typeof value === 'number' ? value : undefined;
}
