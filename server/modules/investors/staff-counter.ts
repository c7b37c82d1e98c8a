import { STAFF_INVESTORS_PATH } from '@/lib/page-routes/investors';
import type { StaffCounter } from '@/server/console/staff-counter';
import { countInvestors } from './repository';

/** Staff's console: the investor profiles waiting to be activated. */
export const investorsToActivate: StaffCounter = {
  key: 'investors_to_activate',
  path: STAFF_INVESTORS_PATH,
  count: (db) => countInvestors(db, 'pending'),
};
