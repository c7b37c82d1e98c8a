import type { LiveEndReason } from '@/lib/schemas/monitoring-live';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { Logger } from '@/server/logger';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring } from './access';
import { findReactor } from './setup-repository';

/** How many groups are checked at once: a period's checks share the pool with the requests. */
const CHECKS_AT_ONCE = 8;

/** Reads a user again (the users' directory): null once the account is gone. */
export type FindUser = (id: string) => Promise<CurrentUser | null>;

interface Group {
  caller: Caller;
  reactorId: string;
  ends: Set<(reason: LiveEndReason) => void>;
}

/**
 * The rights of the readers of open streams, read again every `periodMs`: a stream whose reader lost the
 * right to read the reactor (access key deleted, share removed or lowered to nothing, account gone) ends within two
 * periods, saying why. Streams are grouped by reader (account and access key) and reactor, so a thousand streams of one
 * reader cost one check a period.
 */
export function createLiveRights(db: Database, options: { periodMs: number; findUser?: FindUser; logger: Logger }) {
  const groups = new Map<string, Group>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let checking = false;

  /** Why the group's reader may no longer follow, or undefined while they may (or when the check itself failed). */
  async function verdict(group: Group): Promise<LiveEndReason | undefined> {
    try {
      const user = options.findUser ? await options.findUser(group.caller.user.id) : group.caller.user;
      if (!user) return 'revoked';
      const reactor = await findReactor(db, group.reactorId);
      if (!reactor) return 'removed';
      await accessToMonitoring(db, reactor.monitoringId, { user, accessKey: group.caller.accessKey }, 'read', 'Reactor not found');
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return 'revoked';
      options.logger.warn({ err: error }, 'a live stream’s right could not be checked; it stays open until the next check');
      return undefined;
    }
  }

  async function checkAll(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      const pending = [...groups.entries()];
      while (pending.length > 0) {
        const batch = pending.splice(0, CHECKS_AT_ONCE);
        await Promise.all(
          batch.map(async ([key, group]) => {
            const reason = await verdict(group);
            if (!reason || groups.get(key) !== group) return;
            groups.delete(key);
            group.ends.forEach((end) => end(reason));
          }),
        );
      }
    } finally {
      checking = false;
      if (groups.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    }
  }

  return {
    /** Watches the caller's right on the reactor while the stream is open; `end` is told why it ended. Answers how to stop. */
    watch(caller: Caller, reactorId: string, end: (reason: LiveEndReason) => void): () => void {
      const key = JSON.stringify([caller.user.id, caller.accessKey ?? null, reactorId]);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { caller: { user: caller.user, accessKey: caller.accessKey }, reactorId, ends: new Set() }));
      group.ends.add(end);
      if (!timer) {
        timer = setInterval(() => void checkAll(), options.periodMs);
        timer.unref?.();
      }
      const watched = group;
      return () => {
        watched.ends.delete(end);
        if (watched.ends.size === 0 && groups.get(key) === watched) groups.delete(key);
      };
    },
    /** Open groups (reader and reactor): for the tests of grouping. */
    get groups() {
      return groups.size;
    },
  };
}
export type LiveRights = ReturnType<typeof createLiveRights>;
