import { logger } from '@/server/logger';
import type { ListSnapshotsQuery, MaintenanceState, Snapshot, SnapshotComparison, SnapshotPage } from '@/lib/schemas/config';
import { createAppConfigurationClient } from './app-configuration-client';
import { createConfigurationReader, type ReadConfiguration } from './configuration-reader';
import { readMaintenance, switchMaintenance, type MaintenanceStore } from './maintenance';
import { ConfigurationStoreNotConfiguredError, createSnapshotService, type SnapshotService } from './snapshots';

export { createConfigurationReader, type ReadConfiguration } from './configuration-reader';
export { environmentNameForKey } from './environment-source';
export { MAINTENANCE_KEY, type MaintenanceStore, type StoredSetting } from './maintenance';
export { ConfigurationStoreNotConfiguredError, createSnapshotService, SnapshotChangedError, SnapshotNotFoundError, type SnapshotService } from './snapshots';

let reader: ReadConfiguration | undefined;
let snapshots: { settings: string; service: SnapshotService } | undefined;

/**
 * Configuration entries by key, label `prd`, as a key-to-value map (seed sections 3 and 7), from this
 * process's environment: App Configuration when configured, else environment variables. Never throws.
 */
export function readConfiguration(keys: string[]): Promise<Record<string, string>> {
  reader ??= createConfigurationReader({ env: process.env, logger });
  return reader(keys);
}

/**
 * The snapshot service of the store the environment names now; built again when APP_CONFIGURATION_* change
 * (a store configured after start, or tests pointing at a stand-in).
 */
function snapshotService(): SnapshotService {
  const settings = `${process.env.APP_CONFIGURATION_CONNECTION_STRING ?? ''}\n${process.env.APP_CONFIGURATION_ENDPOINT ?? ''}`;
  if (snapshots?.settings !== settings) {
    const client = createAppConfigurationClient(process.env);
    if (!client) {
      snapshots = undefined;
      throw new ConfigurationStoreNotConfiguredError();
    }
    snapshots = { settings, service: createSnapshotService(client) };
  }
  return snapshots.service;
}

/** One page of snapshots, with the continuation token of the next (seed: name and status filters, fields, `after`). */
export async function listSnapshots(query: ListSnapshotsQuery): Promise<SnapshotPage> {
  return snapshotService().list(query);
}

/** Archives a snapshot only if it is unchanged since it was listed (same etag); SnapshotChangedError otherwise. */
export async function archiveSnapshot(name: string, etag: string): Promise<Snapshot> {
  return snapshotService().archive(name, etag);
}

/** Two snapshots and the settings added, removed and changed from the first to the second. */
export async function compareSnapshots(from: string, to: string): Promise<SnapshotComparison> {
  return snapshotService().compare(from, to);
}

let storeClient: { settings: string; client: ReturnType<typeof createAppConfigurationClient> } | undefined;

/** The App Configuration client of the store the environment names now, or null when none is configured. */
function configuredClient() {
  const settings = `${process.env.APP_CONFIGURATION_CONNECTION_STRING ?? ''}\n${process.env.APP_CONFIGURATION_ENDPOINT ?? ''}`;
  if (storeClient?.settings !== settings) storeClient = { settings, client: createAppConfigurationClient(process.env) };
  return storeClient.client;
}

/** Whether maintenance is on, and where the switch is kept (App Configuration when configured, else the database). */
export async function maintenanceState(store: MaintenanceStore): Promise<MaintenanceState> {
  return readMaintenance(configuredClient(), process.env, store);
}

/** Turns maintenance on or off where it is kept: App Configuration when configured, else the database. */
export async function setMaintenance(on: boolean, store: MaintenanceStore, actorId: string): Promise<MaintenanceState> {
  return switchMaintenance(configuredClient(), on, store, actorId);
}
