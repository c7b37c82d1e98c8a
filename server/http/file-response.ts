import { Readable } from 'node:stream';
import { contentDisposition } from '@/server/storage/content-disposition';
import type { ObjectReader } from '@/server/storage/types';

/**
 * The bytes of a file: a stored object being read (streamed, its size known), bytes in memory, or a stream made as it
 * is sent (its length unknown: no `Content-Length`).
 */
export type FileBody = Pick<ObjectReader, 'stream' | 'size'> | Uint8Array | ReadableStream<Uint8Array>;

/**
 * How long a browser may keep the file: not at all (`no-store`, the default: most files are someone's documents
 * and access to them can be withdrawn at any moment), or for some seconds, in its private cache only.
 */
export type FileCaching = 'no-store' | { maxAgeSeconds: number };

export interface FileResponseOptions {
  /** The name the browser saves or shows the file under (any characters; encoded per RFC 6266 and RFC 8187). */
  name: string;
  /** The verified content type (never the one a client declared). */
  contentType: string;
  /** `attachment` to download, `inline` to show (a logo, a page in the viewer). */
  disposition: 'attachment' | 'inline';
  caching?: FileCaching;
  /** The SHA-256 of the bytes, sent as a strong ETag. */
  sha256?: string;
}

function cacheControl(caching: FileCaching): string {
  if (caching === 'no-store') return 'private, no-store';
  return `private, max-age=${Math.max(0, Math.floor(caching.maxAgeSeconds))}`;
}

/**
 * A 200 answer carrying one file, the one way every download of the API is built: its type, length, name
 * (`Content-Disposition`), caching, ETag when the digest is known, and `X-Content-Type-Options: nosniff`, so that
 * a browser never reads the bytes as anything but the type the server verified.
 */
export function fileResponse(body: FileBody, options: FileResponseOptions): Response {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType,
    'Content-Disposition': contentDisposition(options.name, options.disposition),
    'Cache-Control': cacheControl(options.caching ?? 'no-store'),
    'X-Content-Type-Options': 'nosniff',
  };
  if (options.sha256) headers.ETag = `"${options.sha256}"`;
  if (body instanceof ReadableStream) return new Response(body, { status: 200, headers });
  if (body instanceof Uint8Array) {
    headers['Content-Length'] = String(body.byteLength);
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }
  headers['Content-Length'] = String(body.size);
  return new Response(Readable.toWeb(body.stream) as ReadableStream<Uint8Array>, { status: 200, headers });
}
