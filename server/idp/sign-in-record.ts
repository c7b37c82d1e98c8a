import { and, eq } from 'drizzle-orm';
import type { Policy } from '@/lib/auth/policies';
import type { Database } from '@/server/db/client';
import { signIns, users, type SignInResult } from '@/server/db/schema';
import type { Logger } from '@/server/logger';

export interface SignInAttempt {
  /** The provider's issuer and the account id (the token subject), when an account was found. */
  issuer: string;
  accountId: string | null;
  email: string | null;
  policy: Policy;
  address: string | null;
  userAgent: string | null;
  result: SignInResult;
}

/**
 * Writes one sign-in the built-in provider saw (issue 24, item 9): success or failure, with the policy, address and
 * user agent. The user is the record the account's tokens resolve to, when it exists already (the first API call
 * makes it). A sign-in whose account is disabled is recorded as `disabled`. Never fails the sign-in itself.
 */
export async function recordSignIn(db: Database, logger: Logger, attempt: SignInAttempt): Promise<SignInResult> {
  try {
    const [user] = attempt.accountId
      ? await db
          .select({ id: users.id, disabledAt: users.disabledAt })
          .from(users)
          .where(and(eq(users.issuer, attempt.issuer), eq(users.subject, attempt.accountId)))
          .limit(1)
      : [];
    const result: SignInResult = attempt.result === 'success' && user?.disabledAt ? 'disabled' : attempt.result;
    await db.insert(signIns).values({
      userId: user?.id ?? null,
      email: attempt.email?.slice(0, 320) ?? null,
      policy: attempt.policy,
      address: attempt.address?.slice(0, 100) ?? null,
      userAgent: attempt.userAgent?.slice(0, 500) ?? null,
      result,
    });
    return result;
  } catch (error) {
    logger.warn({ err: error }, 'the sign-in could not be recorded');
    return attempt.result;
  }
}
