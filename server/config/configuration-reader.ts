import type { AppConfigurationClient } from '@azure/app-configuration';
import { CONFIGURATION_LABEL, configurationKeysSchema } from '@/lib/schemas/config';
import { createAppConfigurationClient } from './app-configuration-client';
import { readFromEnvironment } from './environment-source';

/** The store answers at most this many keys in one key filter. */
export const KEYS_PER_REQUEST = 5;
export const DEFAULT_TTL_MS = 30_000;
export const DEFAULT_TIMEOUT_MS = 5_000;

export interface ConfigurationLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ConfigurationReaderOptions {
  env: Record<string, string | undefined>;
  logger: ConfigurationLogger;
  /** How long a value read from the store is used before it is read again. */
  ttlMs?: number;
  /** How long one read may take, retries included. */
  timeoutMs?: number;
  now?: () => number;
}

export type ReadConfiguration = (keys: string[]) => Promise<Record<string, string>>;

interface CachedValue {
  value: string | undefined;
  expiresAt: number;
}

function batches<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/**
 * Reads configuration entries by key into a key-to-value map: from App Configuration (label `prd`, five keys
 * per request, values cached for a short time and shared between concurrent callers) when a store is
 * configured, otherwise from environment variables. It never throws: a failure is logged and the map holds
 * what could be read (a value that could not be refreshed is kept until the next successful read).
 */
export function createConfigurationReader(options: ConfigurationReaderOptions): ReadConfiguration {
  const { env, logger } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let client: AppConfigurationClient | null = null;
  let setupError: unknown;
  try {
    client = createAppConfigurationClient(env);
  } catch (error) {
    setupError = error;
  }
  const cache = new Map<string, CachedValue>();
  const inFlight = new Map<string, Promise<void>>();

  async function fetchBatch(store: AppConfigurationClient, keys: string[]): Promise<void> {
    const found = new Map<string, string>();
    const settings = store.listConfigurationSettings({
      keyFilter: keys.join(','),
      labelFilter: CONFIGURATION_LABEL,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    for await (const setting of settings) {
      if (setting.label === CONFIGURATION_LABEL && keys.includes(setting.key) && typeof setting.value === 'string') {
        found.set(setting.key, setting.value);
      }
    }
    const expiresAt = now() + ttlMs;
    for (const key of keys) cache.set(key, { value: found.get(key), expiresAt });
  }

  function refresh(store: AppConfigurationClient, keys: string[]): void {
    const due = keys.filter((key) => !inFlight.has(key) && (cache.get(key)?.expiresAt ?? -Infinity) <= now());
    for (const batch of batches(due, KEYS_PER_REQUEST)) {
      const reading = fetchBatch(store, batch)
        .catch((error: unknown) => logger.warn({ err: error, keys: batch }, 'Reading configuration from App Configuration failed'))
        .finally(() => batch.forEach((key) => inFlight.delete(key)));
      batch.forEach((key) => inFlight.set(key, reading));
    }
  }

  return async (keys) => {
    const parsed = configurationKeysSchema.safeParse(keys);
    if (!parsed.success) {
      logger.warn({ keys, issue: parsed.error.issues[0]?.message }, 'Configuration keys refused');
      return {};
    }
    const unique = [...new Set(parsed.data)];
    if (setupError) {
      logger.error({ err: setupError }, 'App Configuration settings are invalid; no configuration was read');
      return {};
    }
    if (!client) return readFromEnvironment(unique, env);
    refresh(client, unique);
    await Promise.all(unique.map((key) => inFlight.get(key)));
    const values: Record<string, string> = {};
    for (const key of unique) {
      const value = cache.get(key)?.value;
      if (value !== undefined) values[key] = value;
    }
    return values;
  };
}
