import { Alert, Anchor, Breadcrumbs, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { useShared } from '@/components/providers/SharedContext';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { OPPORTUNITIES_PATH } from '@/lib/page-routes/opportunities';
import { useGetOpportunityQuery } from '@/store/api/opportunities';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { CommitmentLinks } from './CommitmentLinks';
import { OpportunityFacts } from './OpportunityFacts';
import { OpportunitySkeleton } from './OpportunitySkeleton';
import { TeaserDocuments } from './TeaserDocuments';
import classes from './Opportunities.module.css';

/**
 * The questions to the developer (signed-in users only) load with their own chunk: the ask form and its rules
 * (zod) stay out of the first load of a page visitors reach (issue 25).
 */
const OpportunityQuestions = dynamic(() => import('./questions/OpportunityQuestions').then((module) => module.OpportunityQuestions));

/** /opportunities/[id]: an opportunity in full (activated investors and staff), and the investor's questions to the developer. */
export function OpportunityView({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  const { me } = useShared();
  const opportunity = useGetOpportunityQuery(opportunityId);
  const data = opportunity.data;

  const back = (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} href={OPPORTUNITIES_PATH} size="sm">
          {t('listTitle')}
        </Anchor>
        {data && (
          <Text size="sm" c="gray.7" aria-current="page">
            {data.title}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );

  if (opportunity.error) {
    const status = failureStatus(opportunity.error);
    const message = status === 404 ? t('notFound') : status === 403 || status === 401 ? t('notActivated') : failureMessage(opportunity.error, t('loadError'));
    return (
      <Container size="md" py="xl">
        {back}
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />} title={t('unavailable')}>
          {message}
        </Alert>
      </Container>
    );
  }
  if (!data) return <OpportunitySkeleton />;
  // Only activated investors ask; the developer's side sees every investor's threads, staff none.
  const investor = (me?.roles.includes('investor') ?? false) && (me?.investor_activated ?? false);
  return (
    <Container size="md" py="xl">
      {back}
      <Stack gap="lg">
        <div>
          <Title order={1}>{data.title}</Title>
          <Text size="sm" c="gray.7">
            {t('publishedOn', { date: f.date(data.published_at) })}
          </Text>
        </div>
        <Paper withBorder radius="md" p="lg">
          <Text className={classes.preWrap} mb="md">
            {data.summary}
          </Text>
          <OpportunityFacts opportunity={data} />
        </Paper>
        <TeaserDocuments opportunityId={opportunityId} />
        {investor && me?.investor_activated && <CommitmentLinks opportunityId={opportunityId} side="investor" />}
        {me && <OpportunityQuestions opportunityId={opportunityId} investor={investor} />}
      </Stack>
    </Container>
  );
}
