import type { Context, MiddlewareHandler } from 'hono';
import { type Language, uuidSchema } from '@/lib/schemas/common';
import type { Role } from '@/lib/schemas/users';
import { runActing } from './acting-context';
import type { TokenVerifier, VerifiedClaims } from './auth';
import { clientAddress } from './client-address';
import type { AppEnv, CurrentUser } from './context';
import { ApiError } from './errors';
import { declaredLanguage } from './request-context';
import { requestHeader } from './request-headers';

/** The seed's header through which staff act as another user. */
export const IMPERSONATION_HEADER = 'userId';

/** How the guards find users; the users module provides it. */
export interface UserDirectory {
  /**
   * The user the claims identify (created on the first call), or null while the record is being set up. `language` is
   * the one the request's `language` header names: the account keeps it, for the mail written to the user.
   */
  resolve(claims: VerifiedClaims, language?: Language): Promise<CurrentUser | null>;
  findById(id: string): Promise<CurrentUser | null>;
  /** Writes the audit record of a request made by staff on behalf of another user. */
  recordImpersonation(entry: { actor: CurrentUser; target: CurrentUser; requestId: string; method: string; path: string }): Promise<void>;
}

/** Where a request comes from, for the record of a sign-in. */
export interface SignInClient {
  address: string;
  userAgent: string | null;
}

/** Records the sign-ins that the API sees only in tokens (an external provider's, R-24.29); the users module provides it. */
export interface SignInEvents {
  /**
   * Told of every authenticated request: the token's claims and the user they signed in (not the user staff act as).
   * Returns at once, whatever it writes; `client` is read only when a sign-in is recorded.
   */
  seen(claims: VerifiedClaims, user: CurrentUser, client: () => SignInClient): void;
}

export interface GuardOptions {
  signIns?: SignInEvents;
  /** Take the client address from `X-Forwarded-For` (the API's `trustProxy`). */
  trustProxy?: boolean;
}

export interface Guards {
  /** 401 without a valid access token; 403 when the user holds none of `roles` (when given). */
  requireUser(options?: { roles?: readonly Role[] }): MiddlewareHandler<AppEnv>;
  /** Visitors pass as anonymous; a token that is sent must be valid. */
  optionalUser: MiddlewareHandler<AppEnv>;
}

export const NOT_READY_MESSAGE = 'Your account is being prepared; retry in a moment';

function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = requestHeader(c, 'authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError(401, 'Send the access token as "Authorization: Bearer <token>"');
  return match[1];
}

export function createGuards(verifier: TokenVerifier, directory: UserDirectory, options: GuardOptions = {}): Guards {
  const { signIns, trustProxy = false } = options;
  const clientOf = (c: Context<AppEnv>) => (): SignInClient => ({ address: clientAddress(c, trustProxy), userAgent: requestHeader(c, 'user-agent') ?? null });

  async function actingUser(c: Context<AppEnv>, signedIn: CurrentUser | undefined): Promise<CurrentUser | undefined> {
    const requested = requestHeader(c, IMPERSONATION_HEADER);
    if (!requested) return signedIn;
    if (!signedIn?.roles.includes('admin')) {
      throw new ApiError(403, 'Only staff may act as another user (userId header)');
    }
    const id = uuidSchema.safeParse(requested.trim());
    if (!id.success) throw new ApiError(400, 'The userId header must be a user id (UUID)');
    const target = await directory.findById(id.data);
    if (!target) throw new ApiError(404, 'No user has the id given in the userId header');
    // A disabled (or erased) account does nothing, in its own name or through staff.
    if (target.disabledAt) throw new ApiError(403, 'This account is disabled: nobody can act as it (userId header)');
    await directory.recordImpersonation({
      actor: signedIn,
      target,
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
    });
    c.set('actor', signedIn);
    return target;
  }

  async function authenticate(c: Context<AppEnv>, required: boolean): Promise<CurrentUser | undefined> {
    const token = bearerToken(c);
    if (!token) {
      if (required) {
        throw new ApiError(401, 'Sign in to use this route', {}, { 'WWW-Authenticate': 'Bearer' });
      }
      return actingUser(c, undefined);
    }
    const claims = await verifier.verify(token);
    c.set('claims', claims);
    const user = await directory.resolve(claims, declaredLanguage(requestHeader(c, 'language')));
    if (!user) throw new ApiError(425, NOT_READY_MESSAGE, { retry_after_ms: 1000 }, { 'Retry-After': '1' });
    signIns?.seen(claims, user, clientOf(c));
    const acting = await actingUser(c, user);
    c.set('user', acting);
    return acting;
  }

  /** The rest of the request; when staff act as another user, every audit entry it writes names them too. */
  const continueAs = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const actor = c.get('actor');
    await (actor ? runActing(actor.id, next) : next());
  };

  return {
    requireUser(options = {}) {
      const roles = options.roles ?? [];
      return async (c, next) => {
        const user = await authenticate(c, true);
        if (roles.length > 0 && !roles.some((role) => user?.roles.includes(role))) {
          throw new ApiError(403, `This needs the ${roles.join(' or ')} role`);
        }
        await continueAs(c, next);
      };
    },
    optionalUser: async (c, next) => {
      await authenticate(c, false);
      await continueAs(c, next);
    },
  };
}
