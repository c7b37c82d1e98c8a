import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpAccounts, idpEmailVerifications, idpKnownDevices, idpPasswordResets, idpPayloads, idpRateLimits, mailOutbox } from '@/server/db/schema';

/**
 * Erases an account of the built-in provider (issue 24, item 10): its sessions, grants and tokens (every payload that
 * names the account), pending links, known browsers, throttles keyed by its address, mail waiting for it, and the
 * account itself. Tokens already handed out stop at the API, whose user record is disabled.
 */
export async function eraseAccount(db: Database, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(idpAccounts).where(eq(idpAccounts.id, accountId)).limit(1);
    await tx.delete(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${accountId}`);
    await tx.delete(idpPasswordResets).where(eq(idpPasswordResets.accountId, accountId));
    await tx.delete(idpEmailVerifications).where(eq(idpEmailVerifications.accountId, accountId));
    await tx.delete(idpKnownDevices).where(eq(idpKnownDevices.accountId, accountId));
    if (account) {
      const address = account.email.toLowerCase();
      await tx.delete(idpRateLimits).where(or(ilike(idpRateLimits.key, `%${address}%`), ilike(idpRateLimits.key, `%${accountId}%`)));
      await tx.delete(mailOutbox).where(ilike(mailOutbox.to, `%${address}%`));
      await tx.delete(idpAccounts).where(eq(idpAccounts.id, accountId));
    }
  });
}
