import {
  SIGNIN_CSV_COLUMNS,
  USERS_CSV_COLUMNS,
  type StaffUserChange,
  type StaffUserDetails,
  type StaffUserFilters,
  type StaffUsersPage,
  type StaffUsersQuery,
  type UserErasure,
} from '@/lib/schemas/staff-users';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { csvCell } from '@/server/http/csv';
import { ApiError } from '@/server/http/errors';
import { pageOffset } from '@/server/http/pagination';
import type { FileStore } from '@/server/storage';
import { erasePersonalValue, recordAuditEvent } from '@/server/modules/audit/public';
import { signedByInvestor } from '@/server/modules/commitments/public';
import { forgetLogoOf } from '@/server/modules/profiles/public';
import { forgetInvitationsOf, ownedProjectsSharedWithOthers, projectsOfPerson } from '@/server/modules/projects/public';
import { toSignIn, toStaffUser, type UsersService } from '@/server/modules/users/public';
import type { DeclineErasure } from '@/lib/schemas/erasure-requests';
import type { ErasureRequests } from './erasure-requests';

/** Rows an export reads per query: the memory an export holds stays this many rows, whatever the total. */
export const EXPORT_SLICE = 500;
/** Sign-ins shown on a user's page. */
export const SIGN_INS_SHOWN = 20;

export const NO_USER = 'No user has this id';
export const OWNS_SHARED_PROJECTS = (names: string[]) => `This user owns projects that others work on (${names.join(', ')}): transfer their ownership first, then erase the user`;
export const HOLDS_COMMITMENTS =
  'This user signed investment commitments: the law requires keeping signed commitments and who signed them, so the user cannot be erased; disable the account instead';
export const WRONG_CONFIRMATION = 'Type the user’s e-mail address exactly to confirm the erasure';

/** A CSV stream read slice by slice from a keyset query: the header, then one chunk per slice until one comes back empty. */
function csvStream<Row, Cursor>(
  columns: readonly string[],
  next: (after: Cursor | undefined) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  cells: (row: Row) => unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${columns.join(',')}\r\n`));
        return;
      }
      const rows = await next(after);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = cursorOf(rows[rows.length - 1]);
      const lines = rows.map((row) =>
        cells(row)
          .map((cell) => csvCell(cell as Parameters<typeof csvCell>[0]))
          .join(','),
      );
      controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
    },
  });
}

export function createStaffUsersService(db: Database, users: UsersService, storage: FileStore, profilesContainer: string, requests: ErasureRequests) {
  const admin = users.admin;

  async function requireUser(id: string) {
    const row = await users.directory.findById(id);
    if (!row || row.erasedAt) throw new ApiError(404, NO_USER);
    return row;
  }

  async function audit(actor: CurrentUser, targetId: string, action: string, requestId: string, details: Record<string, unknown>) {
    await recordAuditEvent(db, { actorId: actor.id, action, targetType: 'user', targetId, requestId, details });
  }

  return {
    /** Staff decline the user's waiting erasure request with a reason, mailed to the user. */
    async declineErasure(actor: CurrentUser, input: DeclineErasure, requestId: string): Promise<StaffUserDetails> {
      await requests.decline(actor, await requireUser(input.user_id), input, requestId);
      return this.details(input.user_id);
    },

    async search(query: StaffUsersQuery): Promise<StaffUsersPage> {
      const { rows, total, capped } = await admin.search(query, query.page_size, pageOffset(query));
      return { items: rows.map((row) => toStaffUser(row)), total, capped, page: query.page, page_size: query.page_size };
    },

    async details(id: string): Promise<StaffUserDetails> {
      const user = await requireUser(id);
      const [projects, signIns, erasureRequest] = await Promise.all([
        projectsOfPerson(db, user.id, user.email),
        admin.latestSignIns(user.id, SIGN_INS_SHOWN),
        requests.waiting(user.id),
      ]);
      return {
        ...toStaffUser(user),
        phone: user.phone,
        job_title: user.jobTitle,
        language: user.language,
        projects,
        sign_ins: signIns.map(toSignIn),
        erasure_request: erasureRequest,
      };
    },

    /** New roles or the account disabled/enabled, with the reason in the user's audit chain. */
    async change(actor: CurrentUser, change: StaffUserChange, requestId: string): Promise<StaffUserDetails> {
      const user = await requireUser(change.user_id);
      if (change.roles) {
        if (user.id === actor.id && !change.roles.includes('admin')) throw new ApiError(409, 'You cannot remove your own admin role; ask another staff member');
        await admin.setRoles(user.id, change.roles);
        await audit(actor, user.id, 'user.roles.update', requestId, { from: user.roles, to: change.roles, reason: change.reason });
      } else {
        if (user.id === actor.id) throw new ApiError(409, 'You cannot disable your own account');
        await admin.setDisabled(user.id, Boolean(change.disabled));
        await audit(actor, user.id, change.disabled ? 'user.disable' : 'user.enable', requestId, { reason: change.reason });
      }
      return this.details(user.id);
    },

    usersCsv(filters: StaffUserFilters): ReadableStream<Uint8Array> {
      return csvStream(
        USERS_CSV_COLUMNS,
        (after: string | undefined) => admin.usersSlice(filters, after, EXPORT_SLICE),
        (row) => row.id,
        (row) => [row.id, row.name, row.email, row.company, row.roles.join(' '), row.disabledAt !== null, row.createdAt],
      );
    },

    signInsCsv(filters: StaffUserFilters): ReadableStream<Uint8Array> {
      return csvStream(
        SIGNIN_CSV_COLUMNS,
        (after: { at: Date; id: string } | undefined) => admin.signInsSlice(filters, after, EXPORT_SLICE),
        (row) => ({ at: row.at, id: row.id }),
        (row) => [row.at, row.userId, row.name, row.userEmail ?? row.email, row.policy, row.address, row.userAgent, row.result],
      );
    },

    /**
     * Erases a user (issue 24, item 10) once the typed address matches: refused while they own projects others work on
     * or signed commitments. The audit entries keep the user's id, now a pseudonym (the chains' hashes cover it), and
     * lose the address wherever they sealed it (server/modules/audit/erasure-repository.ts).
     */
    async erase(actor: CurrentUser, input: UserErasure, requestId: string): Promise<{ erased: true; user_id: string }> {
      const user = await requireUser(input.user_id);
      if (user.id === actor.id) throw new ApiError(409, 'You cannot erase your own account');
      const typed = input.confirm_email.trim().toLowerCase();
      if (!user.email || typed !== user.email.toLowerCase()) throw new ApiError(422, WRONG_CONFIRMATION, { field: 'confirm_email' });
      const shared = await ownedProjectsSharedWithOthers(db, user.id);
      if (shared.length > 0) throw new ApiError(409, OWNS_SHARED_PROJECTS(shared));
      if ((await signedByInvestor(db, user.id)).length > 0) throw new ApiError(409, HOLDS_COMMITMENTS);
      await forgetInvitationsOf(db, user.id, user.email);
      await admin.erase(user, actor.id, input.reason);
      // Other chains' entries that name the address (an invitation, a transfer) keep its sealed digest only.
      const trail = await erasePersonalValue(db, user.email);
      const files = await forgetLogoOf(db, user.id);
      for (const path of files) await storage.delete(profilesContainer, path).catch(() => undefined);
      await audit(actor, user.id, 'user.erase', requestId, { reason: input.reason, audit_entries_erased: trail.erased, audit_entries_kept: trail.kept });
      await requests.carriedOut(actor, user);
      return { erased: true, user_id: user.id };
    },
  };
}
