import { AppConfigurationClient } from '@azure/app-configuration';
import { DefaultAzureCredential } from '@azure/identity';
import { z } from 'zod';

const CONNECTION_STRING = /^Endpoint=([^;]+);Id=([^;]+);Secret=(.+)$/;

const appConfigurationEnvSchema = z.object({
  APP_CONFIGURATION_CONNECTION_STRING: z.string().trim().regex(CONNECTION_STRING, 'must look like Endpoint=https://<store>.azconfig.io;Id=<id>;Secret=<secret>').optional(),
  APP_CONFIGURATION_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
});

/** Retry briefly: configuration is read while a page renders, and a slow store must not hold the page for long. */
const RETRY_OPTIONS = { maxRetries: 2, retryDelayInMs: 200, maxRetryDelayInMs: 1000 };

function clientOptions(endpoint: string) {
  return { allowInsecureConnection: endpoint.startsWith('http://'), retryOptions: RETRY_OPTIONS };
}

/**
 * The App Configuration client for this environment: from APP_CONFIGURATION_CONNECTION_STRING (HMAC-signed
 * requests), else from APP_CONFIGURATION_ENDPOINT with DefaultAzureCredential; null when neither is set.
 * An `http://` endpoint (a local stand-in) is allowed explicitly. Throws when a setting is malformed.
 */
export function createAppConfigurationClient(env: Record<string, string | undefined>): AppConfigurationClient | null {
  const parsed = appConfigurationEnvSchema.safeParse({
    APP_CONFIGURATION_CONNECTION_STRING: env.APP_CONFIGURATION_CONNECTION_STRING?.trim() || undefined,
    APP_CONFIGURATION_ENDPOINT: env.APP_CONFIGURATION_ENDPOINT?.trim() || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])}: ${issue?.message}`);
  }
  const { APP_CONFIGURATION_CONNECTION_STRING: connectionString, APP_CONFIGURATION_ENDPOINT: endpoint } = parsed.data;
  if (connectionString) {
    const [, connectionEndpoint] = CONNECTION_STRING.exec(connectionString) ?? [];
    return new AppConfigurationClient(connectionString, clientOptions(connectionEndpoint));
  }
  if (endpoint) return new AppConfigurationClient(endpoint, new DefaultAzureCredential(), clientOptions(endpoint));
  return null;
}
