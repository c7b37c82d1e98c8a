import { QUESTION_BURST, QUESTION_WINDOW_SECONDS } from '@/lib/schemas/information-requests';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { messagesWrittenSince } from './repository';

/**
 * Questions and replies per user (requirements ): at most `QUESTION_BURST` messages in any
 * `QUESTION_WINDOW_SECONDS`, counted from the messages themselves, so that every instance on one database agrees. Past
 * it, 429 with `Retry-After`: the seconds until the oldest message of the window leaves it.
 */
export async function checkMessageRate(db: Database, authorId: string, now: Date = new Date()): Promise<void> {
  const windowMs = QUESTION_WINDOW_SECONDS * 1000;
  const written = await messagesWrittenSince(db, authorId, new Date(now.getTime() - windowMs));
  if (written.count < QUESTION_BURST) return;
  const oldest = written.oldest?.getTime() ?? now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  throw new ApiError(
    429,
    `You sent ${QUESTION_BURST} messages within ${QUESTION_WINDOW_SECONDS} seconds: wait ${retryAfter} seconds before the next`,
    { reason: 'rate_limited', retry_after: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}
