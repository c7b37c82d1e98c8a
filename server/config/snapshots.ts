import type { AppConfigurationClient, ConfigurationSnapshot } from '@azure/app-configuration';
import {
  archiveSnapshotSchema,
  listSnapshotsQuerySchema,
  SNAPSHOT_FIELDS,
  snapshotSchema,
  type ListSnapshotsQuery,
  type Snapshot,
  type SnapshotComparison,
  type SnapshotField,
  type SnapshotPage,
  type SnapshotSetting,
} from '@/lib/schemas/config';
import { compareSettings } from '@/lib/config/snapshot-compare';

/** The snapshot changed since it was read (its etag no longer matches): nothing was done. */
export class SnapshotChangedError extends Error {
  readonly status = 412;
  constructor(name: string) {
    super(`Snapshot "${name}" has changed since it was listed; list the snapshots again and retry`);
    this.name = 'SnapshotChangedError';
  }
}

export class SnapshotNotFoundError extends Error {
  readonly status = 404;
  constructor(name: string) {
    super(`There is no snapshot named "${name}"`);
    this.name = 'SnapshotNotFoundError';
  }
}

export class ConfigurationStoreNotConfiguredError extends Error {
  readonly status = 503;
  constructor() {
    super('No App Configuration store is configured (set APP_CONFIGURATION_CONNECTION_STRING or APP_CONFIGURATION_ENDPOINT)');
    this.name = 'ConfigurationStoreNotConfiguredError';
  }
}

function statusCode(error: unknown): number | undefined {
  return (error as { statusCode?: number }).statusCode;
}

/** The SDK's snapshot in the seed's (and the REST API's) field names, limited to the selected fields. */
function toSnapshot(snapshot: ConfigurationSnapshot, fields: SnapshotField[]): Snapshot {
  const all: Record<SnapshotField, unknown> = {
    name: snapshot.name,
    status: snapshot.status,
    filters: snapshot.filters.map((filter) => ({
      key: filter.keyFilter,
      ...(filter.labelFilter !== undefined && { label: filter.labelFilter }),
      ...(filter.tagsFilter !== undefined && { tags: filter.tagsFilter }),
    })),
    composition_type: snapshot.compositionType,
    created: snapshot.createdOn?.toISOString(),
    expires: snapshot.expiresOn?.toISOString() ?? null,
    retention_period: snapshot.retentionPeriodInSeconds,
    size: snapshot.sizeInBytes,
    items_count: snapshot.itemCount,
    tags: snapshot.tags,
    etag: snapshot.etag,
  };
  const selected = Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]));
  return snapshotSchema.parse(selected);
}

export interface SnapshotService {
  /** One page of snapshots, filtered by name (exact, or a prefix ending in `*`) and status. */
  list(query: ListSnapshotsQuery): Promise<SnapshotPage>;
  /** Archives the snapshot only if its etag still matches; SnapshotChangedError (412) otherwise. */
  archive(name: string, etag: string): Promise<Snapshot>;
  /** Two snapshots and what changed from the first's settings to the second's; SnapshotNotFoundError for an unknown one. */
  compare(from: string, to: string): Promise<SnapshotComparison>;
}

/** Reads a snapshot and its settings, turning the store's 404 into SnapshotNotFoundError. */
async function readSnapshot(client: AppConfigurationClient, name: string): Promise<{ snapshot: Snapshot; settings: SnapshotSetting[] }> {
  try {
    const snapshot = toSnapshot(await client.getSnapshot(name), [...SNAPSHOT_FIELDS]);
    const settings: SnapshotSetting[] = [];
    for await (const setting of client.listConfigurationSettingsForSnapshot(name)) {
      settings.push({ key: setting.key, label: setting.label ?? null, value: setting.value ?? null });
    }
    return { snapshot, settings };
  } catch (error) {
    if (statusCode(error) === 404) throw new SnapshotNotFoundError(name);
    throw error;
  }
}

export function createSnapshotService(client: AppConfigurationClient): SnapshotService {
  return {
    async list(query) {
      const { name, status, fields, after } = listSnapshotsQuerySchema.parse(query);
      const pages = client
        .listSnapshots({
          nameFilter: name,
          statusFilter: status,
          // The SDK sends `fields` as $Select unchanged, so they must be the REST names (`filters` included:
          // the SDK's deserializer fails on a snapshot without it), not the SDK's camel-case property names.
          fields: fields as unknown as (keyof ConfigurationSnapshot)[],
        })
        .byPage({ continuationToken: after });
      const { value: page } = await pages.next();
      return {
        items: (page?.items ?? []).map((snapshot: ConfigurationSnapshot) => toSnapshot(snapshot, fields)),
        continuation_token: page?.continuationToken ?? null,
      };
    },

    async archive(name, etag) {
      archiveSnapshotSchema.parse({ name, etag });
      try {
        const archived = await client.archiveSnapshot(name, { etag });
        return toSnapshot(archived, [...SNAPSHOT_FIELDS]);
      } catch (error) {
        if (statusCode(error) === 412) throw new SnapshotChangedError(name);
        if (statusCode(error) === 404) throw new SnapshotNotFoundError(name);
        throw error;
      }
    },

    async compare(from, to) {
      const [before, after] = await Promise.all([readSnapshot(client, from), readSnapshot(client, to)]);
      return { from: before.snapshot, to: after.snapshot, ...compareSettings(before.settings, after.settings) };
    },
  };
}
