/** Server only: keeps the settings the middleware applies (maintenance, base domain) fresh while the server runs. */
import { DEFAULT_LIVE_SETTINGS, registerLiveSettings, unregisterLiveSettings, type LiveSettings } from '@/lib/config/public-settings-live';
import { PUBLIC_SETTING_KEYS } from '@/lib/config/public-settings';
import { publicSettingsFromEntries } from '@/lib/config/public-settings-schema';
import { publicConfigSchema } from '@/lib/config/public-config-schema';
import { logger } from '@/server/logger';
import { onStoredSettingChange } from './stored-settings';
import { PUBLIC_CONFIG_KEYS } from './public-config';
import { readSettingValues, type SettingSources } from './settings';

const LIVE_KEYS = [PUBLIC_SETTING_KEYS.onMaintenance, PUBLIC_CONFIG_KEYS.baseDomain];

/** A blank or unreadable base domain is the default one, as in the client configuration. */
const baseDomainSchema = publicConfigSchema.shape.baseDomain.catch(DEFAULT_LIVE_SETTINGS.baseDomain);

/**
 * How often the running server reads maintenance and the base domain again. The configuration reader keeps a value
 * for DEFAULT_TTL_MS (30 s) at most, so a switch in App Configuration takes effect within both added: under a minute.
 * A switch kept in the database (no store configured) is cached STORED_SETTINGS_TTL_MS (2 s): every instance follows
 * within both added, five seconds. Reading often costs nothing more: the readers answer from their caches meanwhile.
 */
export const LIVE_SETTINGS_REFRESH_MS = 3_000;

export interface LiveSettingsOptions {
  /** Where the values come from (default: App Configuration, label prd, else the environment). */
  sources?: SettingSources;
  /** How often they are read again; LIVE_SETTINGS_REFRESH_MS unless a test asks for less. */
  refreshMs?: number;
}

export interface LiveSettingsHandle {
  /** Resolves once the settings were read the first time. */
  ready: Promise<void>;
  /** The settings as last read. */
  current(): LiveSettings;
  /** Reads them again now. */
  refresh(): Promise<void>;
  /** Stops reading them and withdraws them from the middleware. */
  stop(): void;
}

/**
 * "On maintenance" (read as the public settings read it) and the base domain (under the key of the client
 * configuration, `PUBLIC_CONFIG_KEYS.baseDomain`, the one name `BASE_DOMAIN` is read by): both from the
 * configuration store first, else the environment variable. Throws when the read fails, so that the caller keeps
 * the last values rather than falling back to the defaults.
 */
export async function readLiveSettings(sources: SettingSources = {}): Promise<LiveSettings> {
  const values = await readSettingValues(LIVE_KEYS, sources);
  return {
    onMaintenance: publicSettingsFromEntries(values).onMaintenance,
    baseDomain: baseDomainSchema.parse(values[PUBLIC_CONFIG_KEYS.baseDomain]),
  };
}

/**
 * Reads the live settings now and every `refreshMs`, and registers them for the middleware. A read that fails
 * keeps the last values (the readers log the failure).
 */
export function startLiveSettings(options: LiveSettingsOptions = {}): LiveSettingsHandle {
  let current: LiveSettings = DEFAULT_LIVE_SETTINGS;
  const read = () => current;
  const refresh = async () => {
    try {
      const next = await readLiveSettings(options.sources);
      if (next.onMaintenance !== current.onMaintenance) logger.info({ onMaintenance: next.onMaintenance }, 'Maintenance switched');
      current = next;
    } catch (error) {
      logger.error({ err: error }, 'Reading maintenance and the base domain failed; keeping the last values');
    }
  };
  registerLiveSettings(read);
  // Staff switching maintenance through this instance (no store configured) takes effect here at once.
  const stopListening = onStoredSettingChange(() => void refresh());
  const timer = setInterval(() => void refresh(), options.refreshMs ?? LIVE_SETTINGS_REFRESH_MS);
  timer.unref();
  return {
    ready: refresh(),
    current: read,
    refresh,
    stop() {
      clearInterval(timer);
      stopListening();
      unregisterLiveSettings(read);
    },
  };
}
