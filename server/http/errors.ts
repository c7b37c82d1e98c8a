import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { FieldIssue, FieldIssueKey } from '@/lib/api/field-issue';
import type { Logger } from '@/server/logger';
import { toFieldIssue } from './field-issues';

export type ErrorExtra = Record<string, unknown>;

/** An answer other than 200, with the message the client shows and optional context (`detail` keys). */
export class ApiError extends HTTPException {
  readonly extra: ErrorExtra;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, extra: ErrorExtra = {}, headers: Record<string, string> = {}) {
    super(status, { message });
    this.name = 'ApiError';
    this.extra = extra;
    this.headers = headers;
  }
}

/** The seed's error format: `{ detail: { message, ...extra } }`. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, extra: ErrorExtra = {}, headers: Record<string, string> = {}): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json({ detail: { ...extra, message } }, status);
}

/** Hono's own refusals carry terse texts; these say what to do instead. */
const FRAMEWORK_MESSAGES: Partial<Record<number, string>> = {
  413: 'The request body is too large',
  415: 'Unsupported content type: send the body as application/json',
};

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      return errorResponse(c, error.status as ContentfulStatusCode, error.message, error.extra, error.headers);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const message = FRAMEWORK_MESSAGES[status] ?? (error.message || 'The request could not be handled');
      return errorResponse(c, status, message);
    }
    const requestId = c.get('requestId');
    logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, 'Something went wrong on our side; please try again', { request_id: requestId });
  };
}

const TARGET_NAMES: Record<string, string> = {
  json: 'body',
  form: 'form',
  query: 'query parameter',
  param: 'path parameter',
  header: 'header',
  cookie: 'cookie',
};

/**
 * A validation failure, naming each field: `field: what is wrong`. Each of `detail.issues` carries the field's path
 * and a message key with its values, which the client translates and shows beside the field (requirements ).
 */
export function validationError(target: string, error: ZodError): ApiError {
  const issues = error.issues.map((issue) => toFieldIssue(issue, TARGET_NAMES[target] ?? target));
  const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
  return new ApiError(400, `Invalid ${TARGET_NAMES[target] ?? target}: ${message}`, { code: 'invalid_fields', issues });
}

/** A service's refusal of one field (its English `message` whole), in the format of a validation failure (400, `detail.issues`). */
export function fieldError(field: string, key: FieldIssueKey, message: string, extra: ErrorExtra = {}, params?: FieldIssue['params']): ApiError {
  const issue: FieldIssue = { field, key, message, ...(params ? { params } : {}) };
  return new ApiError(400, message, { ...extra, code: 'invalid_fields', issues: [issue] });
}

/** The hook of every OpenAPI route: a failed zod validation becomes a 400 naming the field. */
export function validationHook(result: { success: true } | { success: false; error: ZodError; target: string }): void {
  if (!result.success) throw validationError(result.target, result.error);
}
