/** The client configuration read at run time, handed to the browser in page props. */
import { logger } from '@/server/logger';
import { b2cPolicyNames, b2cPolicySettingName, POLICIES } from '@/lib/auth/policies';
import { configuredFederatedSignIn } from '@/lib/config/federated-sign-in';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '@/lib/config/public-config';
import { publicConfigSchema } from '@/lib/config/public-config-schema';
import { readSettingValues, type SettingSources } from './settings';

/** Runtime setting names of the client configuration. */
export const PUBLIC_CONFIG_KEYS = {
  apiKey: 'API_KEY',
  authClientId: 'AUTH_CLIENT_ID',
  b2cTenant: 'B2C_TENANT',
  appInsightsConnectionString: 'APPINSIGHTS_CONNECTION_STRING',
  crmChatScriptUrl: 'CRM_CHAT_SCRIPT_URL',
  bugBountyScriptUrl: 'BUG_BOUNTY_SCRIPT_URL',
  baseDomain: 'BASE_DOMAIN',
  mapTileUrl: 'MAP_TILE_URL',
} as const;

const READ_KEYS = [
  PUBLIC_CONFIG_KEYS.authClientId,
  PUBLIC_CONFIG_KEYS.b2cTenant,
  PUBLIC_CONFIG_KEYS.appInsightsConnectionString,
  PUBLIC_CONFIG_KEYS.crmChatScriptUrl,
  PUBLIC_CONFIG_KEYS.bugBountyScriptUrl,
  PUBLIC_CONFIG_KEYS.baseDomain,
  PUBLIC_CONFIG_KEYS.mapTileUrl,
  ...POLICIES.map(b2cPolicySettingName),
];

/**
 * The client configuration. The API key comes from the environment, as the server's own check does, so that
 * both always agree; the rest from the configuration store or the environment. A failure is logged and the
 * defaults (with the API key) are used.
 */
export async function readPublicConfig(sources: SettingSources = {}): Promise<PublicConfig> {
  const env = sources.env ?? process.env;
  const apiKey = env[PUBLIC_CONFIG_KEYS.apiKey] ?? '';
  try {
    const values = await readSettingValues(READ_KEYS, sources);
    const parsed = publicConfigSchema.safeParse({
      apiKey,
      authClientId: values[PUBLIC_CONFIG_KEYS.authClientId],
      b2cTenant: values[PUBLIC_CONFIG_KEYS.b2cTenant],
      b2cPolicies: b2cPolicyNames(values),
      appInsightsConnectionString: values[PUBLIC_CONFIG_KEYS.appInsightsConnectionString],
      crmChatScriptUrl: values[PUBLIC_CONFIG_KEYS.crmChatScriptUrl],
      bugBountyScriptUrl: values[PUBLIC_CONFIG_KEYS.bugBountyScriptUrl],
      baseDomain: values[PUBLIC_CONFIG_KEYS.baseDomain],
      mapTileUrl: values[PUBLIC_CONFIG_KEYS.mapTileUrl],
      federatedSignIn: configuredFederatedSignIn(env, values[PUBLIC_CONFIG_KEYS.b2cTenant]?.trim() || null),
    });
    if (parsed.success) return parsed.data;
    logger.error({ issue: parsed.error.issues[0] }, 'The client configuration is invalid; using the defaults');
  } catch (error) {
    logger.error({ err: error }, 'Reading the client configuration failed; using the defaults');
  }
  return { ...DEFAULT_PUBLIC_CONFIG, apiKey };
}
