import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/schemas/common';
import type { Executor } from '@/server/db/client';
import { users } from '@/server/db/schema';

/**
 * The people other domains name on their records (a project's owner, an uploader, an investor): read here, the one
 * module that owns the users table, and reached by the others through users/public.ts.
 */
export interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  /** Set where the row was read for mail (findPeople, findUserByEmail). */
  language?: Language;
  /** Whether the address is confirmed (findPeople): staff's investor queue shows it, activation needs it. */
  emailVerified?: boolean;
}

/** A person read with the language the mails to them are written in. */
export type Contact = PersonRow & { language: Language };

export async function findPeople(db: Executor, ids: Iterable<string | null>): Promise<Map<string, Contact>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, emailVerified: users.emailVerified })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Active users who confirmed this e-mail (case-insensitive), oldest first. */
export async function findUserByEmail(db: Executor, email: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.status, 'active'), eq(users.emailVerified, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

/**
 * The ids of the users whose name or e-mail matches a LIKE pattern (case-insensitive), as a subquery another module's
 * query filters on (`inArray(column, usersMatching(db, pattern))`): the search runs in the database, in one query.
 */
export function usersMatching(db: Executor, pattern: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
}
