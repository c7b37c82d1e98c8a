import type { Language } from '@/lib/schemas/common';
import type { ContactReceipt, ContactRequest } from '@/lib/schemas/users';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import * as repository from './repository';
import { senderHash } from './sender-hash';

export interface ContactServiceOptions {
  db: Database;
  rateLimit: { max: number; windowSeconds: number };
  /** Mixed into the sender hash so that hashes mean nothing outside this deployment. */
  salt: string;
  now?: () => Date;
}

export interface ContactSender {
  address: string;
  user: CurrentUser | undefined;
  language: Language;
}

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({ db, rateLimit, salt, now = () => new Date() }: ContactServiceOptions) {
  return {
    /** Stores the message; 429 once this sender has sent `max` messages within the window. */
    async send(request: ContactRequest, sender: ContactSender): Promise<ContactReceipt> {
      const hash = senderHash(sender.address, salt);
      const since = new Date(now().getTime() - rateLimit.windowSeconds * 1000);
      const recent = await repository.countRecentMessages(db, hash, since);
      if (recent >= rateLimit.max) {
        const minutes = Math.ceil(rateLimit.windowSeconds / 60);
        throw new ApiError(
          429,
          `You have sent ${rateLimit.max} messages in the last ${minutes} minutes; please wait before sending another`,
          { retry_after_seconds: rateLimit.windowSeconds },
          { 'Retry-After': String(rateLimit.windowSeconds) },
        );
      }
      const row = await repository.insertContactMessage(db, {
        userId: sender.user?.id ?? null,
        name: request.name,
        email: request.email.toLowerCase(),
        company: request.company ?? null,
        subject: request.subject ?? null,
        message: request.message,
        language: sender.language,
        senderHash: hash,
      });
      return { id: row.id, received_at: row.createdAt.toISOString() };
    },
  };
}
