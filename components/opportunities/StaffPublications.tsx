import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PublicationStatus } from '@/lib/schemas/opportunities';
import { useDecidePublicationMutation, useGetPublicationQueueQuery } from '@/store/api/opportunities';
import { DecisionControls } from '@/components/ui/DecisionControls';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { OpportunityFacts } from './OpportunityFacts';
import { StaffQueue } from '@/components/ui/StaffQueue';
import classes from './Opportunities.module.css';

const STATUSES = ['submitted', 'published', 'rejected', 'closed'] as const satisfies readonly PublicationStatus[];

/** /staff/publications: the publications awaiting review (and the others by status); approve, or reject with a reason. */
export function StaffPublications() {
  const t = useTranslations('opportunities');
  const ts = useTranslations('staff');
  const f = useInvestmentFormat();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('submitted');
  const [page, setPage] = useState(1);
  const queue = useGetPublicationQueueQuery({ status, page });
  const [decide] = useDecidePublicationMutation();
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
        <Paper key={publication.id} component="article" withBorder radius="md" p="lg" aria-labelledby={`publication-${publication.id}`}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id={`publication-${publication.id}`}>
                {publication.title}
              </Title>
              <Text size="xs" c="gray.7">
                {t('staff.fromProject', { name: publication.project_name })}
                {publication.submitted_at && ` · ${t('staff.submittedAt', { date: f.dateTime(publication.submitted_at) })}`}
              </Text>
            </div>
            <Text size="sm" className={classes.preWrap}>
              {publication.summary}
            </Text>
            <OpportunityFacts opportunity={publication} />
            <Text size="xs" c="gray.7">
              {t('staff.publicFields', { fields: publication.public_fields.map((field) => t(`fields.${field}`)).join(', ') || '—' })}
            </Text>
            {publication.rejection_reason && <Text size="sm">{ts('previousReason', { reason: publication.rejection_reason })}</Text>}
            {publication.status === 'submitted' && (
              <DecisionControls
                yesLabel={t('staff.approve')}
                noLabel={t('staff.reject')}
                onDecide={(decision, reason) =>
                  decide({ publication_id: publication.id, decision: decision === 'yes' ? 'approve' : 'reject', reason: reason || undefined }).unwrap()
                }
              />
            )}
          </Stack>
        </Paper>
      ))}
    </StaffQueue>
  );
}
