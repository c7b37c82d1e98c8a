import { z } from 'zod';
import { DEFAULT_B2C_POLICY_NAMES, POLICIES, type Policy } from '@/lib/auth/policies';
import { FEDERATED_SIGN_IN } from './federated-sign-in';
import { DEFAULT_MAP_TILE_URL, isTileUrlTemplate } from './map-tiles';
import { DEFAULT_AUTH_CLIENT_ID, DEFAULT_BASE_DOMAIN, type PublicConfig } from './public-config';

const optionalSetting = z.string().trim().min(1).nullable().default(null);

/**
 * The client configuration's schema, used by the server when it reads the configuration (browser code uses the
 * zod-free `parsePublicConfig` of `public-config.ts`, kept in step by `public-config.test.ts`).
 */
export const publicConfigSchema = z.object({
  /** Value of the fixed API key header (a subscription key, not a secret). */
  apiKey: z.string().default(''),
  authClientId: z.string().trim().min(1).default(DEFAULT_AUTH_CLIENT_ID),
  /** Azure AD B2C tenant; null means the built-in identity provider at `/idp`. */
  b2cTenant: optionalSetting,
  b2cPolicies: z.object(Object.fromEntries(POLICIES.map((policy) => [policy, z.string().trim().min(1)])) as Record<Policy, z.ZodString>).default({ ...DEFAULT_B2C_POLICY_NAMES }),
  appInsightsConnectionString: optionalSetting,
  crmChatScriptUrl: optionalSetting,
  bugBountyScriptUrl: optionalSetting,
  baseDomain: z.string().trim().toLowerCase().min(1).default(DEFAULT_BASE_DOMAIN),
  /** An invalid tile URL falls back to OpenStreetMap rather than dropping the whole configuration. */
  mapTileUrl: z.string().trim().refine(isTileUrlTemplate).catch(DEFAULT_MAP_TILE_URL).default(DEFAULT_MAP_TILE_URL),
  /** Upstream providers that are configured: the sign-up menu offers only these. */
  federatedSignIn: z.array(z.enum(FEDERATED_SIGN_IN)).default([]),
});

/** The schema's output is exactly `PublicConfig` (a compile-time check). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outputIsPublicConfig: Same<z.infer<typeof publicConfigSchema>, PublicConfig> = true;
void outputIsPublicConfig;
