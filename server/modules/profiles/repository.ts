import { eq, sql } from 'drizzle-orm';
import type { UpdateProfile } from '@/lib/schemas/users';
import type { Database } from '@/server/db/client';
import { profileLogos, profiles, type ProfileLogoRow, type ProfileRow } from '@/server/db/schema';

/** The user's profile, created empty when it does not exist yet. */
export async function findOrCreateProfile(db: Database, userId: string): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (existing) return existing;
  await db.insert(profiles).values({ userId }).onConflictDoNothing({ target: profiles.userId });
  const [created] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return created;
}

/** The fields of `PUT /profiles` (the API's snake_case) as columns of the table; a field left out stays out. */
function profileColumns(fields: UpdateProfile): Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>> {
  const { company_name: companyName, founded_year: foundedYear, ...same } = fields;
  return {
    ...same,
    ...(companyName === undefined ? {} : { companyName }),
    ...(foundedYear === undefined ? {} : { foundedYear }),
  };
}

export async function upsertProfile(db: Database, userId: string, changes: UpdateProfile): Promise<ProfileRow> {
  const fields = profileColumns(changes);
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function findLogo(db: Database, userId: string): Promise<ProfileLogoRow | undefined> {
  const [row] = await db.select().from(profileLogos).where(eq(profileLogos.userId, userId)).limit(1);
  return row;
}

/** Records the new logo and returns the one it replaces (its file is then removed). */
export async function replaceLogo(db: Database, logo: Omit<ProfileLogoRow, 'uploadedAt'>): Promise<{ current: ProfileLogoRow; previous: ProfileLogoRow | undefined }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(profileLogos).where(eq(profileLogos.userId, logo.userId)).for('update');
    const [current] = await tx
      .insert(profileLogos)
      .values(logo)
      .onConflictDoUpdate({ target: profileLogos.userId, set: { ...logo, uploadedAt: sql`now()` } })
      .returning();
    return { current, previous };
  });
}
