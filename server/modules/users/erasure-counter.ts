import { STAFF_USERS_ERASURE_REQUESTS_PATH } from '@/lib/page-routes/staff-users';
import type { StaffCounter } from '@/server/console/staff-counter';
import { countPendingErasureRequests } from './erasure-request-repository';

/** Staff's console: the users' erasure requests waiting to be carried out or declined. */
export const erasureRequestsWaiting: StaffCounter = {
  key: 'erasures',
  path: STAFF_USERS_ERASURE_REQUESTS_PATH,
  count: (db) => countPendingErasureRequests(db),
};
