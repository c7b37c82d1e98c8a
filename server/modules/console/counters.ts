import type { StaffCounter } from '@/server/console/staff-counter';
import { investorsToActivate } from '@/server/modules/investors/public';
import { oemsToVerify } from '@/server/modules/oems/public';
import { publicationsToReview } from '@/server/modules/opportunities/public';
import { supportRequestsWaiting } from '@/server/modules/support/public';
import { erasureRequestsWaiting } from '@/server/modules/users/public';

/**
 * What staff's console home counts, in this order. A module adds its counter here (one line) after exporting it
 * from its public.ts, and names it in lib/i18n/messages/{en,fr}/console.json under `counters`.
 */
export const STAFF_COUNTERS: readonly StaffCounter[] = [publicationsToReview, investorsToActivate, oemsToVerify, supportRequestsWaiting, erasureRequestsWaiting];
