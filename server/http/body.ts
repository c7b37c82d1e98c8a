import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { ApiError } from './errors';

export function isMultipart(contentType: string | undefined): boolean {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '');
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} kB`;
  return `${bytes} bytes`;
}

/**
 * Whether the request announces a body. Reading `c.req.raw.body` makes the Node adapter build a full Fetch
 * request, which costs more than a whole small GET: requests without a body skip the body middlewares.
 */
export function announcesBody(c: Context<AppEnv>): boolean {
  return c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
}

function limit(maxSize: number, what: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, `The ${what} is larger than the limit of ${formatBytes(maxSize)}`, { limitBytes: maxSize });
    },
  });
}

/** 413 for a body over the limit: multipart uploads have their own (larger) limit. */
export function bodyLimits(limits: { maxBodyBytes: number; maxUploadBytes: number }): MiddlewareHandler<AppEnv> {
  const body = limit(limits.maxBodyBytes, 'request body');
  const upload = limit(limits.maxUploadBytes, 'upload');
  return (c, next) => {
    if (!announcesBody(c)) return next();
    return isMultipart(c.req.header('content-type')) ? upload(c, next) : body(c, next);
  };
}

/**
 * In the seed's CSV mode the client labels its JSON payload `text/csv` (the answer is CSV, the payload is still
 * JSON): such a body is read as JSON.
 */
export const csvModeBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (announcesBody(c) && /^\s*text\/csv\b/i.test(c.req.header('content-type') ?? '')) {
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    c.req.raw = new Request(c.req.raw, { headers });
  }
  await next();
};
