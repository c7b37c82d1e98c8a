import { DEFAULT_B2C_POLICY_NAMES, POLICIES, type Policy } from '@/lib/auth/policies';
import { isFederatedSignIn, type FederatedSignIn } from './federated-sign-in';
import { DEFAULT_MAP_TILE_URL, tileUrlOrDefault } from './map-tiles';

/*
 * The client configuration, as the browser sees it. This module is part of every page's JavaScript, so it holds
 * no zod (~30 kB gzipped): the server validates the configuration with `publicConfigSchema`
 * (`public-config-schema.ts`) before handing it over, and `parsePublicConfig` below checks what arrives in page
 * props with the same rules (a unit test keeps the two in step).
 */

export const DEFAULT_AUTH_CLIENT_ID = 'groundwork-web';
export const DEFAULT_BASE_DOMAIN = 'groundwork.eco';

/**
 * The client configuration read at run time on the server and handed to the browser in page props, so that
 * one build serves every environment. Absent values are `null` (page props must be JSON).
 */
export interface PublicConfig {
  /** Value of the fixed API key header (a subscription key, not a secret). */
  apiKey: string;
  authClientId: string;
  /** Azure AD B2C tenant; null means the built-in identity provider at `/idp`. */
  b2cTenant: string | null;
  b2cPolicies: Record<Policy, string>;
  appInsightsConnectionString: string | null;
  crmChatScriptUrl: string | null;
  bugBountyScriptUrl: string | null;
  baseDomain: string;
  /** Tile URL template of the location question's map (`MAP_TILE_URL`); OpenStreetMap by default. */
  mapTileUrl: string;
  /** The upstream providers that work (configured), offered by the sign-up menu beside e-mail and password. */
  federatedSignIn: FederatedSignIn[];
}

/** The configuration with every default: what the browser uses before (or without) page props. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  apiKey: '',
  authClientId: DEFAULT_AUTH_CLIENT_ID,
  b2cTenant: null,
  b2cPolicies: { ...DEFAULT_B2C_POLICY_NAMES },
  appInsightsConnectionString: null,
  crmChatScriptUrl: null,
  bugBountyScriptUrl: null,
  baseDomain: DEFAULT_BASE_DOMAIN,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  federatedSignIn: [],
};

export type PublicConfigParse = { success: true; data: PublicConfig } | { success: false; message: string };

class InvalidSetting extends Error {}

/** A required text: trimmed, not empty; the fallback when absent. */
function text(value: unknown, name: string, fallback: string, transform: (value: string) => string = (v) => v): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new InvalidSetting(`${name}: expected text`);
  const trimmed = transform(value.trim());
  if (trimmed.length < 1) throw new InvalidSetting(`${name}: must not be empty`);
  return trimmed;
}

/** An optional setting: trimmed, not empty; null when absent. */
function optional(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  return text(value, name, '');
}

function federatedSignIn(value: unknown): FederatedSignIn[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new InvalidSetting('federatedSignIn: expected a list');
  return value.map((name) => {
    if (!isFederatedSignIn(name)) throw new InvalidSetting(`federatedSignIn: ${String(name)} is not a provider`);
    return name;
  });
}

function policies(value: unknown): Record<Policy, string> {
  if (value === undefined) return { ...DEFAULT_B2C_POLICY_NAMES };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidSetting('b2cPolicies: expected an object');
  }
  const names = value as Record<string, unknown>;
  return Object.fromEntries(
    POLICIES.map((policy) => {
      if (names[policy] === undefined) throw new InvalidSetting(`b2cPolicies.${policy}: required`);
      return [policy, text(names[policy], `b2cPolicies.${policy}`, '')];
    }),
  ) as Record<Policy, string>;
}

/**
 * Checks a client configuration (as page props carry it) by the rules of `publicConfigSchema`: absent values
 * take their defaults, texts are trimmed, the base domain is lower-cased, unknown keys are dropped.
 */
export function parsePublicConfig(value: unknown): PublicConfigParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { success: false, message: 'expected an object' };
  }
  const input = value as Record<string, unknown>;
  try {
    if (input.apiKey !== undefined && typeof input.apiKey !== 'string') throw new InvalidSetting('apiKey: expected text');
    return {
      success: true,
      data: {
        apiKey: input.apiKey ?? '',
        authClientId: text(input.authClientId, 'authClientId', DEFAULT_AUTH_CLIENT_ID),
        b2cTenant: optional(input.b2cTenant, 'b2cTenant'),
        b2cPolicies: policies(input.b2cPolicies),
        appInsightsConnectionString: optional(input.appInsightsConnectionString, 'appInsightsConnectionString'),
        crmChatScriptUrl: optional(input.crmChatScriptUrl, 'crmChatScriptUrl'),
        bugBountyScriptUrl: optional(input.bugBountyScriptUrl, 'bugBountyScriptUrl'),
        baseDomain: text(input.baseDomain, 'baseDomain', DEFAULT_BASE_DOMAIN, (domain) => domain.toLowerCase()),
        mapTileUrl: tileUrlOrDefault(input.mapTileUrl),
        federatedSignIn: federatedSignIn(input.federatedSignIn),
      },
    };
  } catch (error) {
    if (error instanceof InvalidSetting) return { success: false, message: error.message };
    throw error;
  }
}
