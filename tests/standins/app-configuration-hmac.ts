import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What App Configuration's HMAC-SHA256 scheme signs (and what a signature is checked against). */
export interface SignedRequest {
  method: string;
  /** Path and query exactly as sent on the request line. */
  pathAndQuery: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface AccessKey {
  id: string;
  /** Base64, as in a connection string's `Secret=`. */
  secret: string;
}

const AUTHORIZATION = /^HMAC-SHA256 Credential=([^&]+)&SignedHeaders=([^&]+)&Signature=(.+)$/;
const REQUIRED_SIGNED_HEADERS = ['x-ms-date', 'host', 'x-ms-content-sha256'];
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64');
}

export function signature(secret: string, stringToSign: string): string {
  return createHmac('sha256', Buffer.from(secret, 'base64')).update(stringToSign).digest('base64');
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Checks a request signed the way the App Configuration SDK signs with a connection string: the credential,
 * the signed headers (date, host, content hash), the date's freshness, the body's hash and the signature of
 * `METHOD\npath?query\nvalue;value;value`. Returns null when valid, else why not.
 */
export function verifySignature(request: SignedRequest, key: AccessKey, now = Date.now()): string | null {
  const match = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
  if (!match) return 'Authorization is not HMAC-SHA256 Credential=…&SignedHeaders=…&Signature=…';
  const [, credential, signedHeaderList, givenSignature] = match;
  if (credential !== key.id) return 'Unknown credential';
  const signedHeaders = signedHeaderList.toLowerCase().split(';');
  const missing = REQUIRED_SIGNED_HEADERS.filter((name) => !signedHeaders.includes(name));
  if (missing.length > 0) return `Signed headers must include ${missing.join(', ')}`;
  const date = Date.parse(header(request.headers, 'x-ms-date') ?? '');
  if (Number.isNaN(date) || Math.abs(now - date) > MAX_CLOCK_SKEW_MS) return 'x-ms-date is missing or too far from now';
  if (header(request.headers, 'x-ms-content-sha256') !== contentHash(request.body)) return 'x-ms-content-sha256 does not match the body';
  const values = signedHeaders.map((name) => header(request.headers, name) ?? '');
  const stringToSign = `${request.method.toUpperCase()}\n${request.pathAndQuery}\n${values.join(';')}`;
  const expected = Buffer.from(signature(key.secret, stringToSign));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'Invalid signature';
  return null;
}

/** Signs a request as the SDK does; for tests that send requests by hand. */
export function signedHeaders(key: AccessKey, request: { method: string; url: URL; body?: string }, date = new Date()): Record<string, string> {
  const hash = contentHash(Buffer.from(request.body ?? ''));
  const utc = date.toUTCString();
  const stringToSign = `${request.method}\n${request.url.pathname}${request.url.search}\n${utc};${request.url.host};${hash}`;
  return {
    'x-ms-date': utc,
    'x-ms-content-sha256': hash,
    authorization: `HMAC-SHA256 Credential=${key.id}&SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature(key.secret, stringToSign)}`,
  };
}
