import type { Database } from '@/server/db/client';

/**
 * One thing staff's console home counts (`GET /internal/console`): a module that has something waiting for staff
 * exports one from its public.ts, and server/modules/console/counters.ts lists it (one line).
 */
export interface StaffCounter {
  /** The counter's name in the answer and in the console's messages (`console.counters.<key>`, en and fr). */
  key: string;
  /** The staff page that deals with what is counted. */
  path: string;
  /** How many wait now. */
  count(db: Database): Promise<number>;
  /** Whether the counter applies now (its feature may be off); shown when absent. */
  shown?(): Promise<boolean>;
}
