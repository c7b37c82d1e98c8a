import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PublicationStatus } from '@/lib/schemas/opportunities';
import { useGetPublicationQueueQuery } from '@/store/api/opportunities';
import { StaffQueue } from '@/components/ui/StaffQueue';
import { loadApprovedChangesTable } from './ApprovedChanges';
import { StaffPublicationCard } from './StaffPublicationCard';

const STATUSES = ['submitted', 'published', 'rejected', 'closed'] as const satisfies readonly PublicationStatus[];

/** /staff/publications: the publications awaiting review (and the others by status); approve, reject with a reason, or unpublish. */
export function StaffPublications() {
  const t = useTranslations('opportunities');
  const ts = useTranslations('staff');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('submitted');
  const [page, setPage] = useState(1);
  const queue = useGetPublicationQueueQuery({ status, page });
  // The changes' table (its own chunk) is fetched while the queue is read, not once the items have come.
  useEffect(() => {
    void loadApprovedChangesTable();
  }, []);
  return (
    <StaffQueue
      title={ts('publicationsTitle')}
      intro={t('staff.publicationsIntro')}
      statuses={STATUSES}
      status={status}
      onStatus={setStatus}
      statusLabel={(value) => t(`statuses.${value}`)}
      page={page}
      onPage={setPage}
      data={queue.data}
      error={queue.error}
    >
      {queue.data?.items.map((publication) => (
        <StaffPublicationCard key={publication.id} publication={publication} />
      ))}
    </StaffQueue>
  );
}
