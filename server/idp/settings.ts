import { z } from 'zod';
import { DEFAULT_BASE_DOMAIN } from '@/lib/config/public-config';
import { isLocalHost, monitoringOriginForPage } from '@/lib/env/environments';

/** The policies of the built-in provider: the `p` parameter of an authorization request. */
export const POLICIES = ['signin', 'google', 'linkedin', 'investors', 'events', 'reset', 'profile'] as const;
export type Policy = (typeof POLICIES)[number];
export const policySchema = z.enum(POLICIES);

export const FEDERATED_PROVIDERS = ['google', 'linkedin'] as const;
export type FederatedProviderName = (typeof FEDERATED_PROVIDERS)[number];

export interface FederatedProviderSettings {
  name: FederatedProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface IdpSettings {
  /** The app's own origin, e.g. `https://localhost:3000`. */
  appOrigin: string;
  /** `${appOrigin}/idp`. */
  issuer: string;
  /**
   * Every origin the app is reached at: redirect and post-logout URIs are `${origin}/`. The monitoring origin of
   * `appOrigin` is among them (see `monitoringOriginOfApp`).
   */
  origins: string[];
  clientId: string;
  audience: string;
  eventCodes: string[];
  federation: Partial<Record<FederatedProviderName, FederatedProviderSettings>>;
  /** Failures allowed before attempts are slowed down, the first delay (doubling after each failure) and the longest. */
  login: { maxFailures: number; lockMinutes: number; firstDelaySeconds: number };
  /** Trust `X-Forwarded-*` headers (behind a TLS proxy). */
  trustProxy: boolean;
}

const DEFAULT_ISSUERS: Record<FederatedProviderName, string> = {
  google: 'https://accounts.google.com',
  linkedin: 'https://www.linkedin.com/oauth',
};

const originSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://groundwork.eco' }).transform((value) => new URL(value).origin);

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);

const envSchema = z.object({
  PORT: positiveInt('PORT', 3000),
  APP_ORIGIN: originSchema.optional(),
  APP_ORIGINS: z.string().optional(),
  AUTH_CLIENT_ID: z.string().trim().min(1).default('groundwork-web'),
  API_AUDIENCE: z.string().trim().min(1).default('api://groundwork'),
  EVENT_CODES: z.string().default('DEMO2026'),
  LOGIN_MAX_FAILURES: positiveInt('LOGIN_MAX_FAILURES', 5),
  LOGIN_LOCK_MINUTES: positiveInt('LOGIN_LOCK_MINUTES', 15),
  LOGIN_FIRST_DELAY_SECONDS: positiveInt('LOGIN_FIRST_DELAY_SECONDS', 2),
  NODE_ENV: z.string().optional(),
  TLS: z.string().optional(),
  BASE_DOMAIN: z.string().trim().toLowerCase().optional(),
});

/**
 * The monitoring (V2) origin of the app's origin, which signs in through this provider too: `monitoring.localhost`
 * with the same scheme and port on a developer's machine, `monitoring.<environment host>` for a host of the base
 * domain. Undefined for any other host (name its monitoring origin in `APP_ORIGINS`).
 */
export function monitoringOriginOfApp(appOrigin: string, baseDomain: string = DEFAULT_BASE_DOMAIN): string | undefined {
  const host = new URL(appOrigin).hostname.toLowerCase();
  const base = baseDomain.toLowerCase();
  if (!isLocalHost(host) && host !== base && !host.endsWith(`.${base}`)) return undefined;
  return monitoringOriginForPage(appOrigin, base);
}

function federatedProvider(name: FederatedProviderName, env: NodeJS.ProcessEnv): FederatedProviderSettings | undefined {
  const prefix = name.toUpperCase();
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId || !clientSecret) return undefined;
  const issuer = z
    .url({ protocol: /^https?$/, error: `${prefix}_ISSUER must be an http(s) address` })
    .parse(env[`${prefix}_ISSUER`]?.trim() || DEFAULT_ISSUERS[name])
    .replace(/\/$/, '');
  return { name, issuer, clientId, clientSecret };
}

/** The provider's settings from the environment; throws a readable error for a malformed value. */
export function readIdpSettings(env: NodeJS.ProcessEnv = process.env, extraOrigins: string[] = []): IdpSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid identity provider setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const values = parsed.data;
  const appOrigin = values.APP_ORIGIN ?? `https://localhost:${values.PORT}`;
  const monitoring = monitoringOriginOfApp(appOrigin, values.BASE_DOMAIN || DEFAULT_BASE_DOMAIN);
  const origins = [appOrigin, ...(monitoring ? [monitoring] : []), ...list(values.APP_ORIGINS), ...extraOrigins].map((origin) => originSchema.parse(origin));
  const federation: IdpSettings['federation'] = {};
  for (const name of FEDERATED_PROVIDERS) {
    const provider = federatedProvider(name, env);
    if (provider) federation[name] = provider;
  }
  return {
    appOrigin,
    issuer: `${appOrigin}/idp`,
    origins: [...new Set(origins)],
    clientId: values.AUTH_CLIENT_ID,
    audience: values.API_AUDIENCE,
    eventCodes: list(values.EVENT_CODES).map((code) => code.toUpperCase()),
    federation,
    login: {
      maxFailures: values.LOGIN_MAX_FAILURES,
      lockMinutes: values.LOGIN_LOCK_MINUTES,
      firstDelaySeconds: values.LOGIN_FIRST_DELAY_SECONDS,
    },
    trustProxy: values.TLS === 'off',
  };
}
