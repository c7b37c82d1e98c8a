/**
 * Settings staff set from the console while no App Configuration store is configured (today only maintenance),
 * kept in the database (`platform_settings`, owned by the internal-config module) so that every instance sees them
 * and a restart keeps them. They sit between the store and the environment variables: a value kept here wins over
 * the environment. The server registers the database's reader at start (server/bootstrap.ts); until then, and in
 * code that runs without a server, none is kept.
 */
export interface StoredSettingsSource {
  /** The values kept of the given keys (a short cache may answer). */
  values(keys: string[]): Promise<Record<string, string>>;
  /** Drops what the cache holds, so that the next read sees the database. */
  forget(): void;
}

type Listener = () => void;
interface StoredSettingsRegistry {
  source: StoredSettingsSource | undefined;
  listeners: Set<Listener>;
}

// Kept on globalThis: the API's modules and the live settings may be loaded by more than one bundle of the process.
const STORED_SETTINGS_SYMBOL = Symbol.for('groundwork.storedSettings');

function registry(): StoredSettingsRegistry {
  const global = globalThis as Record<symbol, StoredSettingsRegistry | undefined>;
  return (global[STORED_SETTINGS_SYMBOL] ??= { source: undefined, listeners: new Set() });
}

/** Makes `source` the one the settings readers use; answers the function that withdraws it. */
export function registerStoredSettings(source: StoredSettingsSource): () => void {
  registry().source = source;
  return () => {
    if (registry().source === source) registry().source = undefined;
  };
}

/** The stored values of the given keys that are set (none when no source is registered). */
export async function storedSettingValues(keys: string[]): Promise<Record<string, string>> {
  return (await registry().source?.values(keys)) ?? {};
}

/** Tells this process that staff changed a stored setting: its cache is dropped and the listeners read again. */
export function storedSettingChanged(): void {
  const { source, listeners } = registry();
  source?.forget();
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after every change made through this process; answers the function that stops it. */
export function onStoredSettingChange(listener: Listener): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
