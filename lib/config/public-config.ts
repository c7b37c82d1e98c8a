import { z } from 'zod';
import { DEFAULT_B2C_POLICY_NAMES, POLICIES, type Policy } from '@/lib/auth/policies';

export const DEFAULT_AUTH_CLIENT_ID = 'groundwork-web';
export const DEFAULT_BASE_DOMAIN = 'groundwork.eco';

const optionalSetting = z.string().trim().min(1).nullable().default(null);

/**
 * The client configuration read at run time on the server and handed to the browser in page props, so that
 * one build serves every environment. Absent values are `null` (page props must be JSON).
 */
export const publicConfigSchema = z.object({
  /** Value of the fixed API key header (a subscription key, not a secret). */
  apiKey: z.string().default(''),
  authClientId: z.string().trim().min(1).default(DEFAULT_AUTH_CLIENT_ID),
  /** Azure AD B2C tenant; null means the built-in identity provider at `/idp`. */
  b2cTenant: optionalSetting,
  b2cPolicies: z
    .object(Object.fromEntries(POLICIES.map((policy) => [policy, z.string().trim().min(1)])) as Record<Policy, z.ZodString>)
    .default({ ...DEFAULT_B2C_POLICY_NAMES }),
  appInsightsConnectionString: optionalSetting,
  crmChatScriptUrl: optionalSetting,
  bugBountyScriptUrl: optionalSetting,
  baseDomain: z.string().trim().toLowerCase().min(1).default(DEFAULT_BASE_DOMAIN),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The configuration with every default: what the browser uses before (or without) page props. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = publicConfigSchema.parse({});
