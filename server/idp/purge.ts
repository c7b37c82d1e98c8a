import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpEmailVerifications, idpPasswordResets } from '@/server/db/schema/idp';
import type { Logger } from '@/server/logger';
import { purgeExpiredPayloads } from './adapter';

/** How often the provider clears what has expired (sessions, grants, codes, links). */
export const PURGE_INTERVAL_MS = 60 * 60_000;

export interface PurgeCounts {
  payloads: number;
  links: number;
}

/** Removes the provider's expired state: oidc-provider's payloads, and reset and verification links. */
export async function purgeExpiredState(db: Database, now = new Date()): Promise<PurgeCounts> {
  const payloads = await purgeExpiredPayloads(db, now);
  const resets = await db
    .delete(idpPasswordResets)
    .where(or(lt(idpPasswordResets.expiresAt, now), isNotNull(idpPasswordResets.usedAt)))
    .returning({ id: idpPasswordResets.tokenHash });
  const verifications = await db
    .delete(idpEmailVerifications)
    .where(and(lt(idpEmailVerifications.expiresAt, now)))
    .returning({ id: idpEmailVerifications.tokenHash });
  return { payloads, links: resets.length + verifications.length };
}

/**
 * Purges once now and then every `intervalMs`, on a timer that does not keep the process alive. Returns the function
 * that stops it.
 */
export function schedulePurge(db: Database, logger: Logger, intervalMs = PURGE_INTERVAL_MS): () => void {
  const run = () =>
    purgeExpiredState(db)
      .then((counts) => {
        if (counts.payloads + counts.links > 0) logger.info(counts, 'identity provider: expired state purged');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'identity provider: purging expired state failed'));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
