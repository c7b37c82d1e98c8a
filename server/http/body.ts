import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { assertSafeJsonText } from './safe-text';
import { requestHeader } from './request-headers';

export function isMultipart(contentType: string | undefined): boolean {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '');
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} kB`;
  return `${bytes} bytes`;
}

/**
 * Whether the request has a body. Served by Node, the headers tell (HTTP/1.1 has no body without a length or a
 * transfer encoding): touching `c.req.raw.body` would make the adapter build a full Fetch request, which costs
 * more than a whole small GET. Called directly through `app.fetch`, the request itself tells.
 */
export function announcesBody(c: Context<AppEnv>): boolean {
  if (!c.env?.incoming) return c.req.raw.body !== null;
  return requestHeader(c, 'content-length') !== undefined || requestHeader(c, 'transfer-encoding') !== undefined;
}

function limit(maxSize: number, what: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, `The ${what} is larger than the limit of ${formatBytes(maxSize)}`, { limit_bytes: maxSize });
    },
  });
}

/** Bodies read as JSON: `application/json` (and `+json` types), and the seed's CSV mode (see below). */
const JSON_BODY = /^\s*application\/([\w.-]+\+)?json\b/i;
const CSV_BODY = /^\s*text\/csv\b/i;

/**
 * A JSON body is checked for text the database cannot hold (NUL, lone surrogates: 400). In the seed's CSV mode
 * the client labels its JSON payload `text/csv` (the answer is CSV, the payload is still JSON): such a body is
 * handed on as JSON, in a request rebuilt from its text.
 */
async function checkJsonBody(c: Context<AppEnv>, contentType: string | undefined): Promise<void> {
  const csv = CSV_BODY.test(contentType ?? '');
  if (!csv && !JSON_BODY.test(contentType ?? '')) return;
  const text = await c.req.text();
  assertSafeJsonText(text);
  if (!csv) return;
  const headers = new Headers(c.req.raw.headers);
  headers.set('content-type', 'application/json');
  c.req.raw = new Request(c.req.url, { method: c.req.method, headers, body: text });
}

/**
 * Every request body: 413 over the limit (multipart uploads have their own, larger limit), unsafe text refused,
 * and CSV mode's payload read as JSON.
 */
export function requestBody(limits: { maxBodyBytes: number; maxUploadBytes: number }): MiddlewareHandler<AppEnv> {
  const body = limit(limits.maxBodyBytes, 'request body');
  const upload = limit(limits.maxUploadBytes, 'upload');
  return (c, next) => {
    if (!announcesBody(c)) return next();
    const contentType = requestHeader(c, 'content-type');
    return (isMultipart(contentType) ? upload : body)(c, async () => {
      await checkJsonBody(c, contentType);
      await next();
    });
  };
}
