import type { StaffConsole } from '@/lib/schemas/console';
import type { StaffCounter } from '@/server/console/staff-counter';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';

/**
 * Every counter that applies now, counted at the same time. A counter that fails is answered with a null count
 * (and logged) so that the others are still shown.
 */
export async function countWhatWaits(db: Database, counters: readonly StaffCounter[], logger: Logger): Promise<StaffConsole> {
  const counted = await Promise.all(
    counters.map(async (counter) => {
      if (counter.shown && !(await counter.shown())) return null;
      try {
        return { key: counter.key, path: counter.path, count: await counter.count(db) };
      } catch (error) {
        logger.error({ err: error, counter: counter.key }, 'a staff counter failed');
        return { key: counter.key, path: counter.path, count: null };
      }
    }),
  );
  return { counters: counted.filter((entry) => entry !== null) };
}
