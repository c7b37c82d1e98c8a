import { DEFAULT_PUBLIC_CONFIG, parsePublicConfig, type PublicConfig } from './public-config';

let current: PublicConfig = DEFAULT_PUBLIC_CONFIG;

/**
 * Keeps the configuration the server handed over (page prop `publicConfig`) for `request`, MSAL and
 * telemetry. An invalid value is refused with a warning and the previous configuration stays.
 */
export function setClientConfig(config: unknown): PublicConfig {
  const parsed = parsePublicConfig(config ?? {});
  if (parsed.success) current = parsed.data;
  else console.warn('Ignoring an invalid public configuration', parsed.message);
  return current;
}

/** The configuration in use: the last one set, else the defaults. */
export function getClientConfig(): PublicConfig {
  return current;
}
