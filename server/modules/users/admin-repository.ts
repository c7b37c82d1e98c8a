import { and, arrayContains, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { StaffUserFilters } from '@/lib/schemas/staff-users';
import type { Executor } from '@/server/db/client';
import type { CountCache } from '@/server/db/count-cache';
import { erasureRequests, profiles, signIns, userErasures, users, type SignInResult, type SignInRow, type UserRow } from '@/server/db/schema';

/** The channel on which an instance tells the others to drop a user from their cache (disabled, erased, roles changed). */
export const USER_CHANGES_CHANNEL = 'user_changes';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The staff search's conditions: active (not erased) records, the text in name, e-mail or company, and the filters. */
function filtersOf(filters: StaffUserFilters): SQL | undefined {
  const conditions: SQL[] = [eq(users.status, 'active'), isNull(users.erasedAt)];
  // One trigram index over name, e-mail and company, lower-cased by the database (`search_text`). A text shorter than a
  // trigram cannot use it (the index would be read whole): it is looked for in the rows read newest first instead.
  if (filters.search && filters.search.length < 3) conditions.push(sql`strpos(${users.searchText}, lower(${filters.search})) > 0`);
  else if (filters.search) conditions.push(sql`${users.searchText} like lower(${`%${escapeLike(filters.search)}%`})`);
  if (filters.company) conditions.push(ilike(users.company, `%${escapeLike(filters.company)}%`));
  if (filters.role) conditions.push(arrayContains(users.roles, [filters.role]));
  if (filters.state === 'active') conditions.push(isNull(users.disabledAt));
  if (filters.state === 'disabled') conditions.push(isNotNull(users.disabledAt));
  if (filters.erasure === 'requested') {
    conditions.push(sql`exists (select 1 from ${erasureRequests} where ${erasureRequests.userId} = ${users.id} and ${erasureRequests.state} = 'pending')`);
  }
  return and(...conditions);
}

/**
 * A page of the staff search, newest first, and the number of matches counted up to `countCap` + 1 only (a count of
 * every match of a wide search reads every row; past the cap, the screen says "1,000+"). A page that is not full
 * tells the count by itself: the count is asked only for a full page, or an empty one past the first, and is kept in
 * `counts` a few seconds for the next pages of the same search.
 */
export async function searchUsers(
  db: Executor,
  filters: StaffUserFilters,
  limit: number,
  offset: number,
  countCap: number,
  counts?: CountCache,
): Promise<{ rows: UserRow[]; total: number; capped: boolean }> {
  const where = filtersOf(filters);
  const counted = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(countCap + 1)
    .as('counted');
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) {
    const total = offset + rows.length;
    return { rows, total: Math.min(total, countCap), capped: total > countCap };
  }
  const key = JSON.stringify([filters.search, filters.company, filters.role, filters.state, countCap]);
  let total = counts?.get(key);
  if (total === undefined) {
    [{ total }] = await db.select({ total: count() }).from(counted);
    counts?.set(key, total);
  }
  return { rows, total: Math.min(total, countCap), capped: total > countCap };
}

/** The next slice of the search for an export, in id order after `after` (keyset: each slice is one indexed read). */
export async function usersSlice(db: Executor, filters: StaffUserFilters, after: string | undefined, limit: number): Promise<UserRow[]> {
  const where = after ? and(filtersOf(filters), sql`${users.id} > ${after}`) : filtersOf(filters);
  return db.select().from(users).where(where).orderBy(asc(users.id)).limit(limit);
}

export interface SignInExportRow extends SignInRow {
  name: string | null;
  userEmail: string | null;
}

/** The next slice of the sign-ins of the users the filters match, oldest first, after (`at`, `id`). */
export async function signInsSlice(db: Executor, filters: StaffUserFilters, after: { at: Date; id: string } | undefined, limit: number): Promise<SignInExportRow[]> {
  const matching = db.select({ id: users.id }).from(users).where(filtersOf(filters));
  const conditions: SQL[] = [sql`${signIns.userId} in ${matching}`];
  if (after) conditions.push(sql`(${signIns.at}, ${signIns.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({ signIn: signIns, name: users.name, userEmail: users.email })
    .from(signIns)
    .leftJoin(users, eq(users.id, signIns.userId))
    .where(and(...conditions))
    .orderBy(asc(signIns.at), asc(signIns.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.signIn, name: row.name, userEmail: row.userEmail }));
}

export interface NewSignIn {
  userId: string | null;
  email: string | null;
  policy: string;
  address: string | null;
  userAgent: string | null;
  result: SignInResult;
}

export async function insertSignIn(db: Executor, signIn: NewSignIn): Promise<void> {
  await db.insert(signIns).values({ ...signIn, userAgent: signIn.userAgent?.slice(0, 500) ?? null, address: signIn.address?.slice(0, 100) ?? null });
}

/** The user's latest sign-ins, newest first. */
export async function latestSignIns(db: Executor, userId: string, limit: number): Promise<SignInRow[]> {
  return db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.at)).limit(limit);
}

/** A user with an account at the built-in provider's id (its token subject), for sign-in records. */
export async function findUserBySubject(db: Executor, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)))
    .limit(1);
  return row;
}

export async function setDisabled(db: Executor, id: string, disabled: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.erasedAt)))
    .returning();
  return row;
}

/** Tells every instance (LISTEN/NOTIFY; on PGlite, this process) to drop the user from its cache. */
export async function announceUserChange(db: Executor, id: string): Promise<void> {
  await db.execute(sql`select pg_notify(${USER_CHANGES_CHANNEL}, ${id})`);
}

/** The placeholder name an erased user's record keeps. */
export const ERASED_NAME = 'Erased user';

/**
 * Replaces the user's personal data by placeholders, in one transaction: the record keeps its id (the pseudonym audit
 * entries name), its issuer and subject (so that a token issued before still resolves to this disabled record instead
 * of making a new one), and loses name, e-mail, company, phone, job title; the profile's fields and sign-ins go; the
 * erasure record says who, when and why.
 */
export async function eraseUserRecord(db: Executor, id: string, erasedBy: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: null,
        emailVerified: false,
        company: null,
        phone: null,
        jobTitle: null,
        roles: ['developer'],
        investorActivated: false,
        disabledAt: sql`coalesce(${users.disabledAt}, now())`,
        erasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    await tx
      .update(profiles)
      .set({ companyName: null, country: null, website: null, bio: null, sector: null, employees: null, foundedYear: null, updatedAt: sql`now()` })
      .where(eq(profiles.userId, id));
    await tx.delete(signIns).where(eq(signIns.userId, id));
    await tx.insert(userErasures).values({ userId: id, erasedBy, reason });
  });
}
