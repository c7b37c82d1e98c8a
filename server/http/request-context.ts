import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/schemas/common';
import type { Logger } from '@/server/logger';
import type { AppEnv } from './context';
import { wantsCsv } from './csv';
import { ApiError } from './errors';
import { requestHeader } from './request-headers';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const ACCESS_KEY_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

/** The caller's request id when it is a sane token, a new one otherwise. */
export function resolveRequestId(header: string | undefined): string {
  return header && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/** The language a `language` header names (`fr`, `fr-FR`, `FR`…), or undefined when it names none we speak (or is absent). */
export function declaredLanguage(header: string | undefined): Language | undefined {
  const code = header?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : undefined;
}

/** The `language` header (`fr`, `fr-FR`, `FR`…) as a supported language; anything else means English. */
export function parseLanguage(header: string | undefined): Language {
  return declaredLanguage(header) ?? DEFAULT_LANGUAGE;
}

/** The `access-key` header, refused when present but not shaped like a key. */
export function parseAccessKey(header: string | undefined): string | undefined {
  const key = header?.trim();
  if (!key) return undefined;
  if (!ACCESS_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'The access-key header is malformed: expected 16 to 256 letters, digits, - or _');
  }
  return key;
}

/**
 * Sets a header every answer carries. Served by Node, it goes straight onto the Node response (merged when the
 * answer is written), which spares building a Fetch `Headers` object per request; otherwise through Hono.
 */
function setAnswerHeader(c: Context<AppEnv>, name: string, value: string): void {
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/**
 * First middleware of every request: request id (echoed in `x-request-id`), language, CSV mode, and one
 * structured log line when the answer leaves.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = resolveRequestId(requestHeader(c, REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    setAnswerHeader(c, REQUEST_ID_HEADER, requestId);
    c.set('language', parseLanguage(requestHeader(c, 'language')));
    c.set('csvMode', wantsCsv(requestHeader(c, 'accept'), requestHeader(c, 'content-type')));
    try {
      await next();
    } finally {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          userId: c.get('user')?.id,
          actorId: c.get('actor')?.id,
        },
        'request',
      );
    }
  };
}
