import { b2cPolicyNames, b2cPolicySettingName, DEFAULT_B2C_POLICY_NAMES, POLICIES, policyOfUserFlow, type Policy } from '@/lib/auth/policies';
import { readSettingValues } from '@/server/config/settings';
import type { Database } from '@/server/db/client';
import type { SignInEvents } from '@/server/http/current-user';
import type { Logger } from '@/server/logger';
import { insertSignInEvent, type SignInEvent } from './sign-in-repository';

/** Sign-in events an instance remembers having recorded; the oldest seen is forgotten first. */
export const REMEMBERED_SIGN_INS = 10_000;

export interface SignInEventsOptions {
  db: Database;
  logger: Logger;
  /** The built-in provider's issuer: its sign-ins are recorded by the provider itself (server/idp/sign-in-record.ts). */
  builtInIssuer: string | undefined;
  /** The B2C user-flow name of each policy; by default the client configuration's (`B2C_POLICY_<NAME>`, else B2C_1_<policy>). */
  policyNames?: () => Promise<Readonly<Record<Policy, string>>>;
  remembered?: number;
  /** Writes one sign-in; the users repository's by default (tests pass their own). */
  insert?: (event: SignInEvent) => Promise<unknown>;
}

/** The user-flow names as the client configuration reads them: the configuration store, the stored settings, the environment. */
async function configuredPolicyNames(): Promise<Readonly<Record<Policy, string>>> {
  return b2cPolicyNames(await readSettingValues(POLICIES.map(b2cPolicySettingName)));
}

/** A token's sign-in time as a date, or undefined when it is not one a database keeps. */
function dateOf(seconds: number): Date | undefined {
  const date = new Date(seconds * 1000);
  return Number.isFinite(date.getTime()) && date.getUTCFullYear() > 1970 && date.getUTCFullYear() < 10_000 ? date : undefined;
}

/**
 * Records the sign-ins of an external provider: the API sees only its tokens, so a sign-in is recorded the
 * first time a token of it is used. A sign-in event is the user and the token's `auth_time` (`iat` when absent): the
 * tokens that one sign-in yields, renewed ones included, share it. An instance remembers the events it recorded (a
 * bounded set, least recently seen forgotten first), so only the first request of an event reaches the database, and
 * it does not wait: the write runs beside the request. A unique index keeps one row when requests or instances race.
 * A failed write is logged, never the request's failure, and forgotten so that a later request tries again.
 */
export function createSignInEvents(options: SignInEventsOptions): SignInEvents {
  const { db, logger, builtInIssuer } = options;
  const limit = options.remembered ?? REMEMBERED_SIGN_INS;
  const policyNames = options.policyNames ?? configuredPolicyNames;
  const insert = options.insert ?? ((event: SignInEvent) => insertSignInEvent(db, event));
  const remembered = new Set<string>();

  /** Whether the event is new to this instance; it is remembered (as the most recently seen) either way. */
  function firstSight(key: string): boolean {
    const known = remembered.delete(key);
    if (!known && remembered.size >= limit) remembered.delete(remembered.values().next().value as string);
    remembered.add(key);
    return !known;
  }

  async function record(key: string, event: Omit<SignInEvent, 'policy'>, flow: string | null): Promise<void> {
    try {
      const names = await policyNames().catch((error: unknown) => {
        logger.warn({ err: error }, 'the B2C user-flow names could not be read; the default ones name the sign-in policy');
        return DEFAULT_B2C_POLICY_NAMES;
      });
      await insert({ ...event, policy: policyOfUserFlow(flow, names) });
    } catch (error) {
      remembered.delete(key);
      logger.warn({ err: error, userId: event.userId }, 'the sign-in could not be recorded');
    }
  }

  return {
    seen(claims, user, client) {
      if (claims.issuer === builtInIssuer || claims.authTime === null) return;
      const key = `${user.id}:${claims.authTime}`;
      if (!firstSight(key)) return;
      const authTime = dateOf(claims.authTime);
      if (!authTime) return;
      const { address, userAgent } = client();
      void record(key, { userId: user.id, email: claims.email ?? user.email, address, userAgent, authTime }, claims.policy);
    },
  };
}
