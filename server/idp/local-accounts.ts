import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import { findAccountById, setAccountPassword } from './accounts';
import { eraseAccount } from './erasure';
import { createEmailVerifier, type ResendOutcome } from './email-verification';
import { verifyPassword } from './passwords';
import { clearFailures, recordFailure, secondsToWait, throttleRule, type ThrottleRule } from './rate-limit';
import type { Language } from './views/i18n';

export type PasswordChangeOutcome = { status: 'changed' } | { status: 'wrong-password' | 'no-password' | 'unknown-account' } | { status: 'too-many'; retryAfterSeconds: number };

/**
 * What the API may ask of the built-in provider's accounts on behalf of their signed-in owner (the token's subject
 * is the account id): send the address confirmation again, change the password knowing the current one.
 */
export interface LocalAccounts {
  /** The provider's issuer: only users of this issuer have an account here. */
  readonly issuer: string;
  resendVerification(accountId: string, language: Language): Promise<ResendOutcome>;
  changePassword(accountId: string, currentPassword: string, newPassword: string): Promise<PasswordChangeOutcome>;
  /** Erases the account, its sessions, grants and tokens (staff's erasure of a user). */
  erase(accountId: string): Promise<void>;
}

/** Wrong current passwords slow further changes of this account down (only the token's holder can try). */
const PASSWORD_CHANGE_RULE: ThrottleRule = throttleRule(5, 15);

export function createLocalAccounts(deps: { db: Database; mailer: Mailer; issuer: string; logger: Logger }): LocalAccounts {
  const { db } = deps;
  const verifier = createEmailVerifier(deps);
  return {
    issuer: deps.issuer,
    erase: (accountId) => eraseAccount(db, accountId),
    resendVerification: (accountId, language) => verifier.resend(accountId, language),
    async changePassword(accountId, currentPassword, newPassword) {
      const account = await findAccountById(db, accountId);
      if (!account) return { status: 'unknown-account' };
      if (!account.passwordHash) return { status: 'no-password' };
      const key = `password-change:account:${account.id}`;
      const wait = await secondsToWait(db, [key]);
      if (wait > 0) return { status: 'too-many', retryAfterSeconds: wait };
      if (!(await verifyPassword(currentPassword, account.passwordHash))) {
        await recordFailure(db, key, PASSWORD_CHANGE_RULE);
        return { status: 'wrong-password' };
      }
      await setAccountPassword(db, account.id, newPassword);
      await clearFailures(db, key);
      deps.logger.info({ accountId: account.id }, 'password changed by its owner');
      return { status: 'changed' };
    },
  };
}
