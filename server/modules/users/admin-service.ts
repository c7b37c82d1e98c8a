import { STAFF_USERS_COUNT_CAP, type StaffUser, type StaffUserFilters, type SignIn } from '@/lib/schemas/staff-users';
import type { Role } from '@/lib/schemas/users';
import type { Policy } from '@/lib/auth/policies';
import type { Database } from '@/server/db/client';
import type { SignInRow, UserRow } from '@/server/db/schema';
import type { LocalAccounts } from '@/server/idp/local-accounts';
import * as admin from './admin-repository';
import { setUserRoles } from './repository';
import { createCountCache } from '@/server/db/count-cache';

export function toStaffUser(row: Omit<UserRow, 'status' | 'provisioningStartedAt'>): StaffUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toSignIn(row: SignInRow): SignIn {
  return { at: row.at.toISOString(), policy: row.policy as Policy, address: row.address, user_agent: row.userAgent, result: row.result };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;

/**
 * Staff's work on user records (issue 24, items 8 to 10), for the staff-users module: the search and its slices for
 * the exports, roles, disabling, and the erasure of the record's personal data. Every change drops the user from
 * the cache of every instance (`forget`, then a notification).
 */
export function createUsersAdmin(db: Database, forget: (userId: string) => void, localAccounts: LocalAccounts | undefined) {
  const counts = createCountCache();
  async function changed(userId: string): Promise<void> {
    forget(userId);
    await admin.announceUserChange(db, userId);
  }
  return {
    search: (filters: StaffUserFilters, limit: number, offset: number) => admin.searchUsers(db, filters, limit, offset, STAFF_USERS_COUNT_CAP, counts),
    usersSlice: (filters: StaffUserFilters, after: string | undefined, limit: number) => admin.usersSlice(db, filters, after, limit),
    signInsSlice: (filters: StaffUserFilters, after: { at: Date; id: string } | undefined, limit: number) => admin.signInsSlice(db, filters, after, limit),
    latestSignIns: (userId: string, limit: number) => admin.latestSignIns(db, userId, limit),
    async setRoles(userId: string, roles: Role[]): Promise<UserRow | undefined> {
      const row = await setUserRoles(db, userId, roles);
      await changed(userId);
      return row;
    },
    async setDisabled(userId: string, disabled: boolean): Promise<UserRow | undefined> {
      const row = await admin.setDisabled(db, userId, disabled);
      await changed(userId);
      return row;
    },
    /** Erases the record's personal data and, at the built-in provider, the account with its sessions and tokens. */
    async erase(row: Pick<UserRow, 'id' | 'issuer' | 'subject'>, erasedBy: string, reason: string): Promise<void> {
      if (localAccounts && row.issuer === localAccounts.issuer) await localAccounts.erase(row.subject);
      await admin.eraseUserRecord(db, row.id, erasedBy, reason);
      await changed(row.id);
    },
  };
}
