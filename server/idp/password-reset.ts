import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpPasswordResets } from '@/server/db/schema/idp';
import { setAccountPassword } from './accounts';

/** How long an e-mailed reset link stays valid. */
export const RESET_LINK_MINUTES = 60;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A fresh reset token for the account; only its digest is stored. */
export async function createResetToken(db: Database, accountId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(idpPasswordResets).values({
    tokenHash: digest(token),
    accountId,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  return token;
}

/** The account a token resets, while the token is unused and unexpired. */
export async function findResetAccount(db: Database, token: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: idpPasswordResets.accountId })
    .from(idpPasswordResets)
    .where(and(eq(idpPasswordResets.tokenHash, digest(token)), isNull(idpPasswordResets.usedAt), gt(idpPasswordResets.expiresAt, now)))
    .limit(1);
  return row?.accountId;
}

/**
 * Sets the new password if the token is still valid, and spends every outstanding link of that account.
 * Returns the account id, or undefined when the link was used or has expired.
 */
export async function resetPassword(db: Database, token: string, password: string, now = new Date()): Promise<string | undefined> {
  const [spent] = await db
    .update(idpPasswordResets)
    .set({ usedAt: now })
    .where(and(eq(idpPasswordResets.tokenHash, digest(token)), isNull(idpPasswordResets.usedAt), gt(idpPasswordResets.expiresAt, now)))
    .returning({ accountId: idpPasswordResets.accountId });
  if (!spent) return undefined;
  await setAccountPassword(db, spent.accountId, password);
  await db
    .update(idpPasswordResets)
    .set({ usedAt: now })
    .where(and(eq(idpPasswordResets.accountId, spent.accountId), isNull(idpPasswordResets.usedAt)));
  return spent.accountId;
}
