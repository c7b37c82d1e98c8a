import type { PDFDocument } from 'pdf-lib';
import { ApiError } from '@/server/http/errors';
import type { FileStore } from '@/server/storage';
import { imageTemplate, loadSource, pageTemplate, type PageTemplate } from './pdf-pages';

/** A data-room document as the cache needs it: its id names immutable bytes (uploads and project files never change). */
export interface CachedDocument {
  id: string;
  container: string;
  path: string;
  contentType: string;
}

/** Bytes of page templates kept in memory, per process. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Source documents kept open (read) to take further pages from. */
export const SOURCE_CACHE_ENTRIES = 6;

/** A map that forgets its least recently used entries beyond a total weight. */
class LruCache<Value> {
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: Value) => number,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.delete(key);
    const weight = this.weigh(value);
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxWeight || this.entries.size <= 1) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }
}

async function readAll(storage: FileStore, document: CachedDocument): Promise<Uint8Array> {
  const reader = await storage.get(document.container, document.path);
  if (!reader) throw new ApiError(404, 'This document is no longer in storage');
  const chunks: Buffer[] = [];
  for await (const chunk of reader.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Page templates per document and page, made once and kept in a bounded LRU; concurrent requests for the same page
 * share one making. A PDF is read once while its pages are being asked for (a small LRU of open sources), so the
 * first page of a long document costs one read and one page's copy, and each following page one copy.
 */
export function createPageCache(storage: FileStore, options: { maxBytes?: number; maxSources?: number } = {}) {
  const pages = new LruCache<PageTemplate>(options.maxBytes ?? PAGE_CACHE_BYTES, (template) => template.bytes.byteLength);
  const sources = new LruCache<Promise<PDFDocument>>(options.maxSources ?? SOURCE_CACHE_ENTRIES, () => 1);
  const making = new Map<string, Promise<PageTemplate>>();

  function source(document: CachedDocument): Promise<PDFDocument> {
    const cached = sources.get(document.id);
    if (cached) return cached;
    const loading = readAll(storage, document).then(loadSource);
    loading.catch(() => sources.delete(document.id));
    sources.set(document.id, loading);
    return loading;
  }

  async function make(document: CachedDocument, page: number): Promise<PageTemplate> {
    if (document.contentType !== 'application/pdf') return imageTemplate(await readAll(storage, document), document.contentType);
    const doc = await source(document);
    if (page > doc.getPageCount()) throw new ApiError(404, `This document has ${doc.getPageCount()} pages`);
    return pageTemplate(doc, page - 1);
  }

  return {
    /** The template of one page (1-based). */
    async page(document: CachedDocument, page: number): Promise<PageTemplate> {
      const key = `${document.id}:${page}`;
      const cached = pages.get(key);
      if (cached) return cached;
      let pending = making.get(key);
      if (!pending) {
        pending = make(document, page).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const template = await pending;
      pages.set(key, template);
      return template;
    },

    /** The whole document's bytes (downloads are made afresh: they are rare, and the whole is not kept). */
    read: (document: CachedDocument) => readAll(storage, document),

    stats: () => ({ pages: pages.size, sources: sources.size }),
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
