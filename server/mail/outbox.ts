import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/idp';
import type { MailMessage } from './message';

export type OutboxEntry = typeof mailOutbox.$inferSelect;

export const OUTBOX_PAGE_SIZE = 50;

export async function storeInOutbox(db: Database, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  });
}

/** The latest mail kept in the outbox, newest first, optionally only that sent to one address. */
export async function listOutbox(db: Database, to?: string): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(OUTBOX_PAGE_SIZE);
}
