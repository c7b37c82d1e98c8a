import { DEFAULT_LANGUAGE, type Language, type Paginated } from '@/lib/schemas/common';
import type { Me, Role, UpdateMe, UpdateUserRoles, UserSummary, UsersQuery } from '@/lib/schemas/users';
import type { Database } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { VerifiedClaims } from '@/server/http/auth';
import type { CurrentUser } from '@/server/http/context';
import type { UserDirectory } from '@/server/http/current-user';
import { ApiError } from '@/server/http/errors';
import { toJsonText, type JsonText } from '@/server/http/json-text';
import { paginated } from '@/server/http/pagination';
import type { AuthSettings } from '@/server/http/settings';
import type { LocalAccounts } from '@/server/idp/local-accounts';
import type { MailRecipient } from '@/server/mail/sender';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { createAccountService } from './account-service';
import * as repository from './repository';
import { UserCache } from './user-cache';
import { USER_CHANGES_CHANNEL } from './admin-repository';
import { createUsersAdmin } from './admin-service';
import type { Notifications } from '@/server/db/notifications';

/** A provisioning older than this is taken to have died with its request, and is taken over. */
export const STALE_PROVISIONING_MS = 30_000;

/** Most users a CSV export of the user list holds. */
export const USERS_CSV_LIMIT = 10_000;

export interface UsersServiceOptions {
  db: Database;
  auth: AuthSettings;
  cacheSeconds: number;
  /** The built-in provider's accounts, when it runs (confirmation links, password changes). */
  localAccounts?: LocalAccounts;
  /** LISTEN/NOTIFY: another instance's change of a user (disabled, erased, roles) drops it from this cache too. */
  notifications?: Notifications;
}

export const DISABLED_ACCOUNT = 'This account is disabled; ask the staff who manage accounts';

/** Roles that come with the sign-in itself: the investor or events policy, and staff e-mail addresses. */
export function rolesFromSignIn(claims: VerifiedClaims, auth: AuthSettings): Role[] {
  const roles: Role[] = [];
  if (claims.policy && auth.investorPolicies.includes(claims.policy)) roles.push('investor');
  if (claims.policy && auth.eventPolicies.includes(claims.policy)) roles.push('event');
  if (claims.email && claims.emailVerified && auth.adminEmails.includes(claims.email)) roles.push('admin');
  return roles;
}

/**
 * Roles the stored record earns by itself: a staff address (ADMIN_EMAILS) confirmed on the record. The provider's
 * confirmation link writes the record while the user's token still says `email_verified: false` (until it is
 * renewed), so the record's word counts too: the role takes effect on the user's next request (requirements ).
 */
export function rolesFromRecord(user: Pick<CurrentUser, 'email' | 'emailVerified'>, auth: AuthSettings): Role[] {
  return user.email && user.emailVerified && auth.adminEmails.includes(user.email.toLowerCase()) ? ['admin'] : [];
}

/** Investors and event participants get their own role; everyone else starts as a project developer. */
function rolesOfNewUser(claims: VerifiedClaims, auth: AuthSettings): Role[] {
  const fromSignIn = rolesFromSignIn(claims, auth);
  const hasAudienceRole = fromSignIn.some((role) => role === 'investor' || role === 'event');
  return hasAudienceRole ? fromSignIn : ['developer', ...fromSignIn];
}

function displayName(claims: VerifiedClaims): string {
  return (claims.name?.trim() || claims.email?.split('@')[0] || 'New user').slice(0, 120);
}

export function toCurrentUser(row: UserRow): CurrentUser {
  const { status: _status, provisioningStartedAt: _started, ...user } = row;
  return user;
}

export function toMe(user: CurrentUser, actor: CurrentUser | undefined): Me {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    company: user.company,
    phone: user.phone,
    job_title: user.jobTitle,
    language: user.language,
    roles: user.roles,
    investor_activated: user.investorActivated,
    created_at: user.createdAt.toISOString(),
    impersonated_by: actor ? { id: actor.id, name: actor.name } : null,
  };
}

/** Users are immutable records (a change makes a new one), so each one's answer to `/me` is serialised once. */
const meTexts = new WeakMap<CurrentUser, JsonText<Me>>();

/** `/me` as JSON text: cached per user record when nobody acts on the user's behalf. */
export function meJsonText(user: CurrentUser, actor: CurrentUser | undefined): JsonText<Me> {
  if (actor) return toJsonText(toMe(user, actor));
  let text = meTexts.get(user);
  if (text === undefined) {
    text = toJsonText(toMe(user, undefined));
    meTexts.set(user, text);
  }
  return text;
}

export function toUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company,
    roles: row.roles,
    investor_activated: row.investorActivated,
    created_at: row.createdAt.toISOString(),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({ db, auth, cacheSeconds, localAccounts, notifications }: UsersServiceOptions) {
  const cache = new UserCache(cacheSeconds * 1000);
  void notifications?.listen(USER_CHANGES_CHANNEL, { payload: (id) => cache.forget(id), reset: () => cache.clear() }).catch(() => cache.clear());
  const refuseDisabled = (user: CurrentUser): CurrentUser => {
    if (user.disabledAt) throw new ApiError(403, DISABLED_ACCOUNT);
    return user;
  };

  /** Brings a stored user in line with the sign-in: the provider's e-mail, and the roles the sign-in grants. */
  async function syncWithSignIn(row: UserRow, claims: VerifiedClaims): Promise<UserRow> {
    let current = row;
    if (claims.email && claims.email !== current.email) {
      // A new address is confirmed only if the provider says so.
      current = (await repository.updateUserEmail(db, current.id, claims.email, claims.emailVerified)) ?? current;
    } else if (claims.emailVerified && !current.emailVerified && current.email) {
      current = (await repository.updateUserEmail(db, current.id, current.email, true)) ?? current;
    }
    const earned = [...rolesFromSignIn(claims, auth), ...rolesFromRecord(current, auth)];
    const missing = [...new Set(earned)].filter((role) => !current.roles.includes(role));
    if (missing.length > 0) {
      current = (await repository.setUserRoles(db, current.id, [...current.roles, ...missing])) ?? current;
    }
    return current;
  }

  /** Whether a sign-in brings what the stored user lacks (a role, a new or newly confirmed address): then it is read and synced again. */
  function signInChanges(user: CurrentUser, claims: VerifiedClaims): boolean {
    if ([...rolesFromSignIn(claims, auth), ...rolesFromRecord(user, auth)].some((role) => !user.roles.includes(role))) return true;
    if (claims.email && claims.email !== user.email) return true;
    return claims.emailVerified && !user.emailVerified;
  }

  /**
   * The account keeps the language of the user's latest request that named one (the app sends its interface language
   * with every call), so that mail to them is written in it; a request without a `language` header changes nothing.
   */
  async function keepLanguage(row: UserRow, language: Language | undefined): Promise<UserRow> {
    if (!language || row.language === language) return row;
    return (await repository.updateUser(db, row.id, { language })) ?? row;
  }

  /** Creates the user on their first call; null while another request is still setting the record up. */
  async function loadOrCreate(claims: VerifiedClaims, language: Language | undefined): Promise<UserRow | null> {
    const existing = await repository.findUserByIdentity(db, claims.issuer, claims.subject);
    if (existing?.status === 'active') return keepLanguage(await syncWithSignIn(existing, claims), language);
    if (existing) {
      const staleBefore = new Date(Date.now() - STALE_PROVISIONING_MS);
      const claimed = await repository.claimStaleProvisioning(db, existing.id, staleBefore);
      return claimed ? repository.completeProvisioning(db, claimed.id) : null;
    }
    const inserted = await repository.insertProvisioningUser(db, {
      issuer: claims.issuer,
      subject: claims.subject,
      email: claims.email,
      emailVerified: claims.email !== null && claims.emailVerified,
      name: displayName(claims),
      company: claims.company?.slice(0, 160) ?? null,
      language,
      roles: rolesOfNewUser(claims, auth),
    });
    // Another request inserted the same user a moment ago and is provisioning it.
    if (!inserted) return null;
    return repository.completeProvisioning(db, inserted.id);
  }

  const directory: UserDirectory = {
    async resolve(claims, language) {
      const key = UserCache.key(claims.issuer, claims.subject);
      const cached = cache.get(key);
      if (cached && !signInChanges(cached, claims) && (!language || cached.language === language)) return refuseDisabled(cached);
      const row = await loadOrCreate(claims, language);
      if (!row) return null;
      const user = toCurrentUser(row);
      // An unconfirmed address can be confirmed at any moment (the provider's link writes the record): such users
      // are read again on each call, so that what waited for the confirmation opens at once.
      if (user.emailVerified || !user.email) cache.set(key, user);
      return refuseDisabled(user);
    },
    async findById(id) {
      const row = await repository.findUserById(db, id);
      return row ? toCurrentUser(row) : null;
    },
    async recordImpersonation({ actor, target, requestId, method, path }) {
      await recordAuditEvent(db, {
        actorId: actor.id,
        action: 'user.impersonate',
        targetType: 'user',
        targetId: target.id,
        requestId,
        details: { method, path },
      });
    },
  };

  return {
    directory,
    /** The user's own account at the built-in provider (confirmation link, password change). */
    accounts: createAccountService(localAccounts),
    /** Staff's work on user records (the staff-users module). */
    admin: createUsersAdmin(db, (id) => cache.forget(id), localAccounts),

    async updateMe(user: CurrentUser, fields: UpdateMe): Promise<CurrentUser> {
      const row = await repository.updateUser(db, user.id, fields);
      if (!row) throw new ApiError(404, 'Your user record no longer exists');
      cache.forget(user.id);
      return toCurrentUser(row);
    },

    async list(query: UsersQuery): Promise<Paginated<UserSummary>> {
      const { rows, total } = await repository.listUsers(db, query);
      return paginated(rows.map(toUserSummary), total, query);
    },

    /** Every user matching the search and roles filter, for the CSV mode of the list. */
    async listAll(query: UsersQuery): Promise<UserSummary[]> {
      const { rows } = await repository.listUsers(db, { ...query, page: 1, page_size: USERS_CSV_LIMIT });
      return rows.map(toUserSummary);
    },

    /** Whom staff mail goes to: active users with the admin role, then the ADMIN_EMAILS addresses none of them holds yet. */
    async staffRecipients(): Promise<MailRecipient[]> {
      const seen = new Set<string>();
      const recipients: MailRecipient[] = [];
      const add = (recipient: MailRecipient & { email: string }) => {
        const key = recipient.email.toLowerCase();
        if (seen.has(key)) return;
        seen.add(key);
        recipients.push(recipient);
      };
      for (const row of await repository.listStaff(db)) if (row.email) add({ email: row.email, name: row.name, language: row.language });
      for (const email of auth.adminEmails) add({ email, name: '', language: DEFAULT_LANGUAGE });
      return recipients;
    },

    /** Staff's decision on an investor profile, on the user record (the cached user is dropped at once). */
    async setInvestorActivated(userId: string, activated: boolean): Promise<void> {
      await repository.setInvestorActivated(db, userId, activated);
      cache.forget(userId);
    },

    /**
     * Grants a role the user earned by an act of their own (an OEM company created, R-23.30): audited on the user's
     * trail as `user.roles.update` with the act named; nothing happens when they hold it already.
     */
    async grantRole(userId: string, role: Role, because: string, requestId: string, actorId: string = userId): Promise<void> {
      const before = await repository.findUserById(db, userId);
      const row = await repository.addUserRole(db, userId, role);
      if (!row || !before) return;
      await recordAuditEvent(db, {
        actorId,
        action: 'user.roles.update',
        targetType: 'user',
        targetId: userId,
        requestId,
        details: { from: before.roles, to: row.roles, because },
      });
      cache.forget(userId);
    },

    async setRoles(actor: CurrentUser, change: UpdateUserRoles, requestId: string): Promise<UserSummary> {
      const target = await repository.findUserById(db, change.user_id);
      if (!target || target.status !== 'active') throw new ApiError(404, 'No user has this id');
      if (target.id === actor.id && !change.roles.includes('admin')) {
        throw new ApiError(409, 'You cannot remove your own admin role; ask another staff member');
      }
      const row = await repository.setUserRoles(db, target.id, change.roles);
      if (!row) throw new ApiError(404, 'No user has this id');
      await recordAuditEvent(db, {
        actorId: actor.id,
        action: 'user.roles.update',
        targetType: 'user',
        targetId: target.id,
        requestId,
        details: { from: target.roles, to: change.roles },
      });
      cache.forget(target.id);
      return toUserSummary(row);
    },
  };
}
