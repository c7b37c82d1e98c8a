import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AccessKey } from './app-configuration-hmac';

/* The App Configuration stand-in's shapes, limits and small helpers (the server is ./app-configuration-server.ts). */
export interface KeyValue {
  key: string;
  label: string | null;
  value: string;
  content_type?: string;
}

export interface SnapshotFilter {
  key: string;
  label?: string;
  tags?: string[];
}

export interface StandInSnapshot {
  name: string;
  status: 'provisioning' | 'ready' | 'archived' | 'failed';
  filters: SnapshotFilter[];
  composition_type: 'key' | 'key_label';
  created: string;
  expires: string | null;
  retention_period: number;
  size: number;
  items_count: number;
  tags: Record<string, string>;
  etag: string;
}

/** The service's limits for a snapshot (the seed's section 9). */
export const STAND_IN_SNAPSHOT_LIMITS = { minFilters: 1, maxFilters: 3, maxNameLength: 256, minRetention: 3600, maxRetention: 7_776_000 };
/** The service refuses a key filter listing more keys than this. */
export const MAX_KEYS_PER_FILTER = 5;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
}

export interface AppConfigurationStandIn {
  endpoint: string;
  accessKey: AccessKey;
  connectionString: string;
  /** Every request received, with the status it got. */
  requests: RecordedRequest[];
  setKeyValue(entry: KeyValue): void;
  /**
   * Adds a snapshot; throws when it breaks the service's limits, as creating it would. Its key-values are the ones
   * its filters match now, unless `items` gives them.
   */
  addSnapshot(snapshot: Partial<StandInSnapshot> & Pick<StandInSnapshot, 'name' | 'filters'> & { items?: KeyValue[] }): StandInSnapshot;
  /** The key-values a snapshot holds. */
  snapshotItems(name: string): KeyValue[];
  snapshot(name: string): StandInSnapshot | undefined;
  /** Changes a snapshot's etag, as another writer would. */
  touchSnapshot(name: string): void;
  stop(): Promise<void>;
}

export interface StandInOptions {
  /** Items per page of a listing (small, to exercise continuation). */
  pageSize?: number;
}

export const API_VERSION = '2026-04-01';

export function newEtag(): string {
  return randomBytes(12).toString('base64url');
}

/** Checks a snapshot against the service's limits; the reason, or null when it is acceptable. */
export function snapshotLimitProblem(snapshot: Pick<StandInSnapshot, 'name' | 'filters' | 'retention_period'>): string | null {
  const limits = STAND_IN_SNAPSHOT_LIMITS;
  if (snapshot.name.length < 1 || snapshot.name.length > limits.maxNameLength) return `name must have 1 to ${limits.maxNameLength} characters`;
  if (snapshot.filters.length < limits.minFilters || snapshot.filters.length > limits.maxFilters) {
    return `a snapshot has ${limits.minFilters} to ${limits.maxFilters} filters`;
  }
  if (snapshot.retention_period < limits.minRetention || snapshot.retention_period > limits.maxRetention) {
    return `retention_period must be between ${limits.minRetention} and ${limits.maxRetention} seconds`;
  }
  return null;
}

/** `abc*` matches by prefix, anything else exactly. */
export function matches(filter: string, value: string): boolean {
  return filter.endsWith('*') ? value.startsWith(filter.slice(0, -1)) : value === filter;
}

/**
 * The key-values a snapshot's filters select, in filter order: with composition `key`, a key met again (another
 * label) replaces the earlier one; with `key_label`, key and label together name a value. A filter without a label
 * selects the values without one.
 */
export function composeSnapshot(keyValues: KeyValue[], filters: SnapshotFilter[], composition: StandInSnapshot['composition_type']): KeyValue[] {
  const composed = new Map<string, KeyValue>();
  for (const filter of filters) {
    for (const entry of keyValues) {
      const labelMatches = filter.label === undefined || filter.label === '\0' ? entry.label === null : matches(filter.label, entry.label ?? '');
      if (!matches(filter.key, entry.key) || !labelMatches) continue;
      composed.set(composition === 'key' ? entry.key : `${entry.key}\n${entry.label ?? ''}`, { ...entry });
    }
  }
  return [...composed.values()].sort((a, b) => a.key.localeCompare(b.key) || (a.label ?? '').localeCompare(b.label ?? ''));
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function send(response: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(JSON.stringify(body));
}

export function problem(response: ServerResponse, status: number, title: string, detail: string): void {
  send(response, status, { type: `https://azconfig.io/errors/${status}`, title, detail, status }, 'application/problem+json');
}

/** One page of the items, and the `after` token of the next page (an offset, opaque to the client). */
export function pageOf<T>(items: T[], after: string | null, pageSize: number): { page: T[]; next: string | null } {
  const start = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
  const page = items.slice(start, start + pageSize);
  const next = start + pageSize < items.length ? Buffer.from(String(start + pageSize)).toString('base64url') : null;
  return { page, next };
}

/** The service's next link: the same query with `after` (never first, as the SDK parses it). */
export function nextLink(path: string, query: URLSearchParams, after: string): string {
  const next = new URLSearchParams(query);
  next.delete('After');
  next.delete('after');
  next.set('api-version', query.get('api-version') ?? API_VERSION);
  next.append('after', after);
  return `${path}?${next.toString()}`;
}
