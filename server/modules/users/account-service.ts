import type { ChangePassword, PasswordChanged, VerificationSent } from '@/lib/schemas/users';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { LocalAccounts } from '@/server/idp/local-accounts';

export const OTHER_PROVIDER_ADDRESS = 'Your address is confirmed by the service you sign in with; confirm it there, then sign in again';
export const OTHER_PROVIDER_PASSWORD = 'Your password is kept by the service you sign in with; change it there';

export type AccountService = ReturnType<typeof createAccountService>;

/** What a signed-in user of the built-in provider does with their account through the API. */
export function createAccountService(localAccounts: LocalAccounts | undefined) {
  /** The user's account at the built-in provider (its id is the token's subject), or a 409 saying where to go. */
  function accountOf(user: CurrentUser, otherwise: string): { accounts: LocalAccounts; accountId: string } {
    if (!localAccounts || user.issuer !== localAccounts.issuer) throw new ApiError(409, otherwise);
    return { accounts: localAccounts, accountId: user.subject };
  }

  return {
    /** Sends a new confirmation link to the user's address (at most one a minute). */
    async resendVerification(user: CurrentUser): Promise<VerificationSent> {
      if (user.emailVerified) throw new ApiError(409, 'Your e-mail address is already confirmed');
      const { accounts, accountId } = accountOf(user, OTHER_PROVIDER_ADDRESS);
      const outcome = await accounts.resendVerification(accountId, user.language);
      switch (outcome) {
        case 'sent':
          return { sent: true, email: user.email ?? '' };
        case 'already-verified':
          throw new ApiError(409, 'Your e-mail address is already confirmed; reload the page');
        case 'federated':
          throw new ApiError(409, OTHER_PROVIDER_ADDRESS);
        case 'too-soon':
          throw new ApiError(429, 'A link was sent less than a minute ago; check your inbox, or ask again in a minute', {}, { 'Retry-After': '60' });
        default:
          throw new ApiError(404, 'Your account no longer exists at the identity provider');
      }
    },

    /** Changes the password, knowing the current one. */
    async changePassword(user: CurrentUser, input: ChangePassword): Promise<PasswordChanged> {
      const { accounts, accountId } = accountOf(user, OTHER_PROVIDER_PASSWORD);
      const outcome = await accounts.changePassword(accountId, input.current_password, input.new_password);
      switch (outcome.status) {
        case 'changed':
          return { changed: true };
        case 'wrong-password':
          throw new ApiError(422, 'The current password is not right', { field: 'current_password' });
        case 'no-password':
          throw new ApiError(409, 'Your account signs in through Google or LinkedIn: it has no password here');
        case 'too-many': {
          const wait = String(outcome.retryAfterSeconds);
          throw new ApiError(429, `Too many wrong passwords; try again in ${wait} seconds`, { retry_after_seconds: outcome.retryAfterSeconds }, { 'Retry-After': wait });
        }
        default:
          throw new ApiError(404, 'Your account no longer exists at the identity provider');
      }
    },
  };
}
