import { STAFF_SUPPORT_PATH } from '@/lib/page-routes/support';
import type { StaffCounter } from '@/server/console/staff-counter';
import { countAwaitingStaff } from './repository';

/** Staff's console: the support requests waiting for the team (new, or open again after the user's reply). */
export const supportRequestsWaiting: StaffCounter = {
  key: 'support_requests',
  path: STAFF_SUPPORT_PATH,
  count: (db) => countAwaitingStaff(db),
};
