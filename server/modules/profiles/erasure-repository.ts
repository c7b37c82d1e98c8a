import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { profileLogos } from '@/server/db/schema';

/** Removes the record of the user's company logo (a user's erasure) and gives the stored file's path back to delete. */
export async function forgetLogoOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(profileLogos).where(eq(profileLogos.userId, userId)).returning({ path: profileLogos.path });
  return rows.map((row) => row.path);
}
