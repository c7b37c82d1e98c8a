import { Alert, Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { HydratedControls } from '@/components/ui/HydratedControls';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { projectHref } from '@/lib/page-routes/projects';
import { projectProposalsHref } from '@/lib/page-routes/proposals';
import { useGetProjectMatchesQuery } from '@/store/api/oems';
import { useGetProjectQuery } from '@/store/api/projects';
import { PREFETCHED_FRESH_FOR_S } from '@/store/prefetched';
import { DiscoverabilityCard } from './DiscoverabilityCard';
import { MatchCard } from './MatchCard';
import { MissingAnswers } from './MissingAnswers';

/**
 * /projects/[id]/oems: the verified OEMs matched against the project, scored afresh from its answers,
 * each criterion explained, the answers that would sharpen the scores, and the owner's discoverability switch.
 */
export function ProjectOems({ projectId }: { projectId: string }) {
  const t = useTranslations('oems');
  // Read again on each visit (scored afresh), unless the server has just read them for this page.
  const matches = useGetProjectMatchesQuery(projectId, { refetchOnMountOrArgChange: PREFETCHED_FRESH_FOR_S });
  const project = useGetProjectQuery(projectId);
  const owner = project.data?.access === 'owner';

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Anchor component={Link} href={projectHref(projectId)} size="sm">
              {project.data ? `← ${project.data.name}` : `← ${t('project.back')}`}
            </Anchor>
            <Title order={1} mt={4}>
              {t('project.title')}
            </Title>
            <Text c="gray.7">{t('project.intro')}</Text>
          </div>
          <Anchor component={Link} href={projectProposalsHref(projectId)} fw={600}>
            {t('project.proposals')}
          </Anchor>
        </Group>
        {matches.error ? (
          <Alert color="red" role="alert">
            {failureMessage(matches.error, t('project.none'))}
          </Alert>
        ) : !matches.data || project.isLoading ? (
          // The project says whether the discoverability card shows: the matches wait for it rather than move down.
          <Skeleton height={240} radius="md" />
        ) : (
          <HydratedControls>
            {project.data && <DiscoverabilityCard key={String(owner)} projectId={projectId} value={matches.data.discoverability} owner={owner} />}
            <MissingAnswers missing={matches.data.missing} />
            <Stack gap="md" component="section" aria-label={t('project.title')}>
              {matches.data.matches.length === 0 ? (
                <Text c="gray.7">{t('project.none')}</Text>
              ) : (
                matches.data.matches.map((match) => <MatchCard key={match.company_id} match={match} />)
              )}
            </Stack>
          </HydratedControls>
        )}
      </Stack>
    </Container>
  );
}
