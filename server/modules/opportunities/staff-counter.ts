import { STAFF_PUBLICATIONS_PATH } from '@/lib/page-routes/opportunities';
import type { StaffCounter } from '@/server/console/staff-counter';
import { countPublications } from './repository';

/** Staff's console: the publications submitted and waiting for review. */
export const publicationsToReview: StaffCounter = {
  key: 'publications_to_review',
  path: STAFF_PUBLICATIONS_PATH,
  count: (db) => countPublications(db, 'submitted'),
};
