import { getClientConfig } from '@/lib/config/client-config';
import { CSV_FILE_NAME } from '@/lib/constants';
import type { Language } from '@/lib/schemas/common';
import { lookUpToken } from '@/lib/auth/token';
import { errorFromBodyStatus, errorFromResponse } from './api-error';

export { ApiRequestError, isApiRequestError } from './api-error';
export { CSV_FILE_NAME };

/** Every call goes to the API base plus the route. */
export const API_BASE = '/api';
/** The fixed API key header (its value is the runtime `API_KEY` setting). */
export const API_KEY_HEADER = 'Ocp-Apim-Subscription-Key';
export const JSON_CONTENT_TYPE = 'application/json';
export const CSV_CONTENT_TYPE = 'text/csv';

export const HTTP_METHODS = ['POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RequestOptions {
  /** CSV mode: `text/csv` content type, the answer read as text and downloaded as `data.csv`. */
  csv?: boolean;
  /**
   * File mode: the answer is a file's bytes, saved under the name its `Content-Disposition` gives (else this
   * one); the call resolves to nothing. A failure is read and reported as any other.
   */
  download?: string;
  /** File mode: called with the bytes received so far as the file arrives (a progress bar). */
  onProgress?: (received: number) => void;
  /** Bytes mode: a 200 answer resolves to its bytes (an ArrayBuffer), as the data room's viewer reads its pages. */
  bytes?: boolean;
  /**
   * A file to send: the call becomes multipart form data with fields `data` (the payload as JSON) and `file`; several
   * files go as several `file` parts (a bulk upload).
   */
  file?: Blob | readonly Blob[] | null;
  /** Bytes sent as they are (`application/octet-stream`): a part of a phone's upload. */
  raw?: Blob;
  /** A language to send instead of the interface language. */
  language?: Language;
  /** Aborts the call. */
  signal?: AbortSignal;
  /**
   * Lets the call outlive the page (`fetch` keepalive): for the last saves sent while the page is hidden or
   * unloaded. Browsers cap such bodies at 64 kB in all.
   */
  keepalive?: boolean;
}

/** Whether a payload is worth sending: not null/undefined, not an empty string, array or object. */
export function isNonEmptyPayload(payload: unknown): boolean {
  if (payload === undefined || payload === null || payload === '') return false;
  if (Array.isArray(payload)) return payload.length > 0;
  if (typeof payload === 'object') return Object.keys(payload).length > 0;
  return true;
}

/** Methods whose payload travels in the query string, since they carry no body. */
const QUERY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);

/** The payload of a GET or HEAD as query parameters (arrays repeat the name; null and undefined are left out). */
export function toQueryString(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The headers of the convention (seed section 7), from the cookies, the interface language and the config. The
 * cookie readers (cookies-next) load with the first request, not with the page.
 */
async function buildHeaders(input: { token?: string; csv?: boolean; multipart?: boolean; raw?: boolean; language?: Language }): Promise<Headers> {
  const [{ readAccessKey, readUserId }, { currentLanguage }] = await Promise.all([import('@/lib/auth/cookies'), import('@/lib/i18n/language-cookie')]);
  const headers = new Headers();
  if (!input.multipart) headers.set('Content-Type', input.raw ? 'application/octet-stream' : input.csv ? CSV_CONTENT_TYPE : JSON_CONTENT_TYPE);
  if (input.token) headers.set('Authorization', `Bearer ${input.token}`);
  const accessKey = readAccessKey();
  if (accessKey) headers.set('access-key', accessKey);
  const userId = readUserId();
  if (userId) headers.set('userId', userId);
  headers.set('language', input.language ?? currentLanguage());
  headers.set(API_KEY_HEADER, getClientConfig().apiKey);
  return headers;
}

function buildBody(method: HttpMethod, payload: unknown, file: Blob | readonly Blob[] | null | undefined): BodyInit | undefined {
  if (file) {
    const form = new FormData();
    form.append('data', JSON.stringify(payload ?? {}));
    for (const each of Array.isArray(file) ? file : [file]) form.append('file', each as Blob);
    return form;
  }
  if (QUERY_METHODS.has(method) || !isNonEmptyPayload(payload)) return undefined;
  return JSON.stringify(payload);
}

/** Saving a file is rare: its helper loads when a CSV or file answer arrives, not with every page. */
const loadDownload = () => import('./download');

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * THE request of the client (seed sections 7 and 8): `/api` + route with the convention's headers, a JSON body
 * only for a non-empty payload (a GET or HEAD payload goes in the query string), multipart form data for a
 * file, CSV and file modes, and the two error rules. Resolves to the parsed JSON (the text in CSV mode; nothing
 * in file mode; null for HEAD).
 */
export async function request<T = unknown>(method: HttpMethod, route: string, payload?: unknown, options: RequestOptions = {}): Promise<T> {
  const multipart = Boolean(options.file);
  const query = QUERY_METHODS.has(method) && !multipart && isNonEmptyPayload(payload) ? toQueryString(payload) : '';
  const token = await lookUpToken();
  const response = await fetch(`${API_BASE}${route}${query}`, {
    method,
    headers: await buildHeaders({ token, csv: options.csv, multipart, raw: Boolean(options.raw), language: options.language }),
    body: options.raw ?? buildBody(method, payload, options.file),
    mode: 'cors',
    cache: 'no-cache',
    credentials: 'same-origin',
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  if (options.download !== undefined && response.status === 200) {
    const { onProgress } = options;
    const [{ fileNameFrom, saveAsFile }, content] = await Promise.all([
      loadDownload(),
      onProgress ? loadDownload().then((module) => module.readWithProgress(response, onProgress)) : response.blob(),
    ]);
    saveAsFile(content, fileNameFrom(response.headers.get('Content-Disposition'), options.download));
    return undefined as T;
  }
  if (options.bytes && response.status === 200) return (await response.arrayBuffer()) as T;
  const text = method === 'HEAD' ? '' : await response.text();
  const body = parseJson(text);
  const bodyError = errorFromBodyStatus(body);
  if (bodyError) throw bodyError;
  if (response.status !== 200) throw errorFromResponse(response.status, body);
  if (options.csv) {
    const { saveAsFile } = await loadDownload();
    saveAsFile(new Blob([text], { type: CSV_CONTENT_TYPE }), CSV_FILE_NAME);
    return text as T;
  }
  return body as T;
}
