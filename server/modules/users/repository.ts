import { and, arrayOverlaps, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/schemas/common';
import type { Role, UpdateMe, UsersQuery } from '@/lib/schemas/users';
import type { Database, Executor } from '@/server/db/client';
import { profiles, signIns, users, type UserRow } from '@/server/db/schema';
import { pageOffset } from '@/server/http/pagination';

export interface NewUser {
  issuer: string;
  subject: string;
  email: string | null;
  company?: string | null;
  /** Whether the provider vouches that the holder confirmed `email` (false when absent). */
  emailVerified?: boolean;
  name: string;
  /** The language of the first call's `language` header (English when absent): mail to the user is written in it. */
  language?: Language;
  roles: Role[];
}

export async function findUserByIdentity(db: Database, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user in the `provisioning` state; undefined when another request inserted it first. */
export async function insertProvisioningUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, emailVerified: user.emailVerified ?? false, status: 'provisioning' })
    .onConflictDoNothing({ target: [users.issuer, users.subject] })
    .returning();
  return row;
}

/** Takes over a provisioning that started before `startedBefore` (its request died); undefined if not stale. */
export async function claimStaleProvisioning(db: Database, id: string, startedBefore: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ provisioningStartedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.status, 'provisioning'), lt(users.provisioningStartedAt, startedBefore)))
    .returning();
  return row;
}

/**
 * Creates the user's (empty) company profile, then marks the user active. Safe to repeat. The sign-ins the built-in
 * provider recorded before the user's first call (the sign-up itself) had no user yet: they join the user by address.
 */
export async function completeProvisioning(db: Database, id: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId: id }).onConflictDoNothing({ target: profiles.userId });
    const [row] = await tx
      .update(users)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (row?.email) {
      await tx
        .update(signIns)
        .set({ userId: id })
        .where(and(isNull(signIns.userId), sql`lower(${signIns.email}) = lower(${row.email})`));
    }
    return row;
  });
}

/** The fields of `PUT /me` (the API's snake_case) as columns of the table; a field left out stays out. */
function userColumns(fields: UpdateMe): Partial<Pick<UserRow, 'name' | 'company' | 'phone' | 'jobTitle' | 'language'>> {
  const { job_title: jobTitle, ...same } = fields;
  return { ...same, ...(jobTitle === undefined ? {} : { jobTitle }) };
}

export async function updateUser(db: Database, id: string, changes: UpdateMe): Promise<UserRow | undefined> {
  const fields = userColumns(changes);
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setUserRoles(db: Executor, id: string, roles: Role[]): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ roles, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Adds a role the user lacks, in one statement (a concurrent change of the other roles is kept); undefined when they already had it. */
export async function addUserRole(db: Database, id: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role})`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`not (${role} = any(${users.roles}))`))
    .returning();
  return row;
}

/** Sets the investor activation flag (staff's decision on the investor profile). */
export async function setInvestorActivated(db: Database, id: string, activated: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ investorActivated: activated, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Most staff members a mail to staff goes to. */
const STAFF_LIMIT = 500;

/** Active users who hold the admin role (staff), oldest first. */
export async function listStaff(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, 'active'), arrayOverlaps(users.roles, ['admin'])))
    .orderBy(users.createdAt, users.id)
    .limit(STAFF_LIMIT);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function listFilter(query: Pick<UsersQuery, 'search' | 'roles'>): SQL | undefined {
  const conditions: SQL[] = [eq(users.status, 'active')];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.company, pattern));
    if (matches) conditions.push(matches);
  }
  if (query.roles && query.roles.length > 0) conditions.push(arrayOverlaps(users.roles, query.roles));
  return and(...conditions);
}

/** A page of users, newest first, searched by name, e-mail or company and filtered by any of the roles. */
export async function listUsers(db: Database, query: UsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.page_size).offset(pageOffset(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

/** The address the provider vouches for now, and whether its holder confirmed it. */
export async function updateUserEmail(db: Database, id: string, email: string | null, emailVerified: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, emailVerified, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** What the provider says of a user made ahead of its first call: whether the address is confirmed, and the company. */
export async function setProvidedDetails(db: Database, id: string, details: { emailVerified: boolean; company: string | null }): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(details).where(eq(users.id, id)).returning();
  return row;
}
