import { z } from 'zod';
import { containerNames, type ContainerNames } from '@/server/storage/containers';

/** How access tokens are checked (see auth.ts). */
export interface AuthSettings {
  /** Issuers whose tokens are accepted (`iss` must be one of them, exactly). */
  issuers: string[];
  /** The built-in identity provider's issuer, when it runs: its tokens must be typed `at+jwt`. */
  builtInIssuer: string | undefined;
  /** Where the built-in provider publishes its keys. */
  builtInJwksUri: string | undefined;
  /** For other issuers: their key set, when OpenID discovery at the issuer does not apply (Azure AD B2C). */
  jwksUri: string | undefined;
  /** The `aud` an access token must carry. */
  audience: string;
  /** Client ids of the web application: a token meant for them is an ID token, not an access token. */
  clientIds: string[];
  clockToleranceSeconds: number;
  /** `tfp` values that sign people in as investors, and as event participants. */
  investorPolicies: string[];
  eventPolicies: string[];
  /** Users whose verified e-mail is listed here hold the admin role. */
  adminEmails: string[];
}

export interface ApiSettings {
  /** The app's public origin (`APP_ORIGIN`): the links of the mail the API sends point there. */
  appOrigin: string;
  /** When set, every request must carry it in `Ocp-Apim-Subscription-Key`. */
  apiKey: string | undefined;
  /** Largest JSON (or other non-multipart) body, in bytes. */
  maxBodyBytes: number;
  /** Largest multipart upload, in bytes. */
  maxUploadBytes: number;
  /** Take the client address from `X-Forwarded-For` (behind a proxy that sets it). */
  trustProxy: boolean;
  /** How many contact messages one address may send per window. */
  contactRateLimit: { max: number; windowSeconds: number };
  /** How long a resolved user stays cached in this instance before it is read again. */
  userCacheSeconds: number;
  /**
   * Overrides of the live streams' limits and rights re-check (server/modules/monitoring/live-limits.ts names the
   * defaults): `LIVE_STREAMS_PER_USER`, `LIVE_STREAMS_PER_REACTOR`, `LIVE_RECHECK_MS`. Unset, the defaults hold.
   */
  liveStreams: { perUser?: number; perReactor?: number; recheckMs?: number };
  auth: AuthSettings;
  /**
   * The certificate that seals signed PDFs (requirements ): `PDF_SEAL_CERT_FILE` and `PDF_SEAL_KEY_FILE` (PEM; the
   * certificate file may hold its chain after it) name a real one; without them a self-signed one is made on first use
   * under `dir` (`$DATA_DIR/seal`, `.data/seal` without DATA_DIR) and kept there.
   */
  pdfSeal: { dir: string; certFile: string | undefined; keyFile: string | undefined };
  /** The container of each storage area (`STORAGE_<AREA>`, default the area's own name), checked once at start. */
  containers: ContainerNames;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().catch(fallback);
const optionalPositiveInt = z.coerce.number().int().positive().optional().catch(undefined);
const flag = z
  .string()
  .optional()
  .transform((value) => ['1', 'true', 'on', 'yes'].includes((value ?? '').toLowerCase()));

const MIB = 1024 * 1024;

/** The API's settings from environment variables; unset variables take the documented defaults. */
export function readApiSettings(env: NodeJS.ProcessEnv = process.env): ApiSettings {
  const port = env.PORT || '3000';
  const appOrigin = (env.APP_ORIGIN || `https://localhost:${port}`).replace(/\/+$/, '');
  const builtInRuns = !env.B2C_TENANT;
  const builtInIssuer = builtInRuns ? `${appOrigin}/idp` : undefined;
  const configuredIssuers = list(env.AUTH_ISSUERS);
  return {
    appOrigin,
    apiKey: env.API_KEY || undefined,
    maxBodyBytes: positiveInt(MIB).parse(env.MAX_BODY_BYTES),
    maxUploadBytes: positiveInt(25 * MIB).parse(env.MAX_UPLOAD_BYTES),
    trustProxy: flag.parse(env.TRUST_PROXY),
    contactRateLimit: {
      max: positiveInt(5).parse(env.CONTACT_RATE_LIMIT),
      windowSeconds: positiveInt(3600).parse(env.CONTACT_RATE_WINDOW_SECONDS),
    },
    userCacheSeconds: positiveInt(10).parse(env.USER_CACHE_SECONDS),
    containers: containerNames(env),
    pdfSeal: { dir: `${(env.DATA_DIR || '.data').replace(/\/+$/, '')}/seal`, certFile: env.PDF_SEAL_CERT_FILE || undefined, keyFile: env.PDF_SEAL_KEY_FILE || undefined },
    liveStreams: {
      perUser: optionalPositiveInt.parse(env.LIVE_STREAMS_PER_USER || undefined),
      perReactor: optionalPositiveInt.parse(env.LIVE_STREAMS_PER_REACTOR || undefined),
      recheckMs: optionalPositiveInt.parse(env.LIVE_RECHECK_MS || undefined),
    },
    auth: {
      issuers: configuredIssuers.length > 0 ? configuredIssuers : builtInIssuer ? [builtInIssuer] : [],
      builtInIssuer,
      builtInJwksUri: builtInIssuer ? `${builtInIssuer}/jwks` : undefined,
      jwksUri: env.AUTH_JWKS_URI || undefined,
      audience: env.API_AUDIENCE || 'api://groundwork',
      clientIds: list(env.AUTH_CLIENT_ID || 'groundwork-web'),
      clockToleranceSeconds: positiveInt(30).parse(env.AUTH_CLOCK_TOLERANCE_SECONDS),
      investorPolicies: list(env.AUTH_INVESTOR_POLICIES || 'investors').map((p) => p.toLowerCase()),
      eventPolicies: list(env.AUTH_EVENT_POLICIES || 'events').map((p) => p.toLowerCase()),
      adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    },
  };
}
