/*
 * The settings the middleware applies to every request — maintenance and the base domain — as the running server
 * last read them. The middleware is bundled apart from the server code, so it cannot share a module's state with
 * it: the server (server/config/live-settings.ts) registers a function on `globalThis`, as lib/http/page-headers.ts
 * does for the pages' protections, and refreshes the value behind it without a restart.
 */
import { DEFAULT_BASE_DOMAIN } from './public-config';

export const LIVE_SETTINGS_SYMBOL = Symbol.for('groundwork.liveSettings');

/** What the middleware needs of the settings on each request. */
export interface LiveSettings {
  /** Every page route shows the maintenance page ("on maintenance", seed section 3). */
  onMaintenance: boolean;
  /** The domain the environments are told apart by (setting `BASE_DOMAIN`). */
  baseDomain: string;
}

export type ReadLiveSettings = () => LiveSettings;

/** Before the server has read anything (or without it): no maintenance, the default base domain. */
export const DEFAULT_LIVE_SETTINGS: LiveSettings = { onMaintenance: false, baseDomain: DEFAULT_BASE_DOMAIN };

type Registry = Record<symbol, unknown>;

/** The settings as last read by the server; the defaults when no server registered them. */
export function liveSettings(): LiveSettings {
  const read = (globalThis as Registry)[LIVE_SETTINGS_SYMBOL];
  return typeof read === 'function' ? (read as ReadLiveSettings)() : DEFAULT_LIVE_SETTINGS;
}

export function registerLiveSettings(read: ReadLiveSettings): void {
  (globalThis as Registry)[LIVE_SETTINGS_SYMBOL] = read;
}

/** Removes `read` if it is still the registered function (a newer one registered since stays). */
export function unregisterLiveSettings(read: ReadLiveSettings): void {
  const registry = globalThis as Registry;
  if (registry[LIVE_SETTINGS_SYMBOL] === read) delete registry[LIVE_SETTINGS_SYMBOL];
}
