import { STAFF_OEMS_PATH } from '@/lib/page-routes/oems';
import type { StaffCounter } from '@/server/console/staff-counter';
import { countOems } from './offers-repository';
import { oemsShown } from './show-oem';

/** Staff's console: the OEMs waiting for verification; not counted while "show OEM" is off. */
export const oemsToVerify: StaffCounter = {
  key: 'oems_to_verify',
  path: STAFF_OEMS_PATH,
  count: (db) => countOems(db, 'pending'),
  shown: () => oemsShown(),
};
