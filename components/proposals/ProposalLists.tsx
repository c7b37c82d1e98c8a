import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { projectHref } from '@/lib/page-routes/projects';
import { useGetProjectQuery } from '@/store/api/projects';
import { useGetProjectProposalsQuery, useGetSentProposalsQuery } from '@/store/api/proposals';
import { ProposalList } from './ProposalList';

/** /projects/[id]/proposals: what OEMs sent to the project (its owner, editors and readers). */
export function ReceivedProposals({ projectId }: { projectId: string }) {
  const t = useTranslations('proposals');
  const back = useTranslations('oems');
  const query = useGetProjectProposalsQuery(projectId);
  const project = useGetProjectQuery(projectId);
  return (
    <Stack gap="md">
      {/* Back to the project, as on its OEM matches page. */}
      <Anchor component={Link} href={projectHref(projectId)} size="sm" mb={-8}>
        {`← ${project.data?.name ?? back('project.back')}`}
      </Anchor>
      <Title order={1} size="h2">
        {t('receivedTitle')}
      </Title>
      <ProposalList proposals={query.data} failed={Boolean(query.error)} names="company" empty={t('receivedEmpty')} />
    </Stack>
  );
}

/** /proposals: what the caller's OEMs sent. */
export function SentProposals() {
  const t = useTranslations('proposals');
  const query = useGetSentProposalsQuery();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('sentTitle')}
      </Title>
      <ProposalList proposals={query.data} failed={Boolean(query.error)} names="project" empty={t('sentEmpty')} />
    </Stack>
  );
}
