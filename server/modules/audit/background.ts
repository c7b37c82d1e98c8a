import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { FileStore } from '@/server/storage';
import { chainsChangedSince } from './repository';
import { auditTrailOf } from './service';

/** How often the heads of the chains are signed, at least (requirements: at least daily). */
export const ANCHOR_SWEEP_S = 24 * 60 * 60;
/** A sweep looks back a little further than its period, so that a late sweep misses nothing. */
const LOOK_BACK_S = ANCHOR_SWEEP_S + 60 * 60;

export interface AuditBackground {
  stop(): void;
}

/**
 * Signs, at start and then every ANCHOR_SWEEP_S, the head of every chain that received an entry since the last
 * sweep, after verifying the whole chain (a broken chain is logged, never anchored). Any instance may: an anchor
 * already taken of the same head is kept as it is.
 */
export async function anchorChangedChains(db: Database, storage: FileStore, logger: Logger, since: Date): Promise<number> {
  const trail = auditTrailOf(db, storage);
  let anchored = 0;
  for (const { targetType, targetId } of await chainsChangedSince(db, since)) {
    const { verification } = await trail.anchorHead(targetType, targetId, { full: true });
    if (verification.valid) anchored += 1;
    else logger.error({ targetType, targetId, verification }, 'an audit chain does not hold: its head was not anchored');
  }
  return anchored;
}

export function startAuditBackground(db: Database, deps: { storage: FileStore; logger: Logger }): AuditBackground {
  const sweep = () => {
    anchorChangedChains(db, deps.storage, deps.logger, new Date(Date.now() - LOOK_BACK_S * 1000)).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'the audit chains could not be anchored'),
    );
  };
  const first = setTimeout(sweep, 5_000);
  first.unref();
  const timer = setInterval(sweep, ANCHOR_SWEEP_S * 1000);
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
