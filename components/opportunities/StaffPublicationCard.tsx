import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { DecisionControls } from '@/components/ui/DecisionControls';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import type { Publication } from '@/lib/schemas/opportunities';
import { useDecidePublicationMutation } from '@/store/api/opportunities';
import { ApprovedChanges } from './ApprovedChanges';
import { OpportunityFacts } from './OpportunityFacts';
import { TeaserDocuments } from './TeaserDocuments';
import { UnpublishControl } from './UnpublishControl';
import classes from './Opportunities.module.css';

/**
 * One publication as staff review it (requirements ): its content and facts, its teaser documents, what
 * changed since the approved version, and the decisions it allows (approve or reject a submission, unpublish a
 * listed one).
 */
export function StaffPublicationCard({ publication }: { publication: Publication }) {
  const t = useTranslations('opportunities');
  const ts = useTranslations('staff');
  const f = useInvestmentFormat();
  const [decide] = useDecidePublicationMutation();
  const headingId = `publication-${publication.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
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
        {publication.teaser_file_ids.length > 0 ? (
          <TeaserDocuments opportunityId={publication.id} />
        ) : (
          <Text size="xs" c="gray.7">
            {t('staffReview.noDocuments')}
          </Text>
        )}
        {publication.approved && publication.status === 'submitted' && <ApprovedChanges publication={publication} approved={publication.approved} />}
        {publication.approved === null && publication.status === 'submitted' && <Text size="sm">{t('staffReview.firstSubmission')}</Text>}
        {publication.rejection_reason && <Text size="sm">{ts('previousReason', { reason: publication.rejection_reason })}</Text>}
        <Group gap="xs" align="flex-start">
          {publication.status === 'submitted' && (
            <DecisionControls
              yesLabel={t('staff.approve')}
              noLabel={t('staff.reject')}
              onDecide={(decision, reason) => decide({ publication_id: publication.id, decision: decision === 'yes' ? 'approve' : 'reject', reason: reason || undefined }).unwrap()}
            />
          )}
          {publication.listed && <UnpublishControl publicationId={publication.id} title={publication.title} />}
        </Group>
      </Stack>
    </Paper>
  );
}
