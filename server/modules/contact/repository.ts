import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contactMessages, type ContactMessageRow } from '@/server/db/schema';

export type NewContactMessage = Omit<ContactMessageRow, 'id' | 'createdAt'>;

/** How many messages this sender hash sent since the given moment. */
export async function countRecentMessages(db: Database, senderHash: string, since: Date): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.senderHash, senderHash), gt(contactMessages.createdAt, since)));
  return total;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row;
}
