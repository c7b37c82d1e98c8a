import dynamic from 'next/dynamic';
import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { monitoringHref } from '@/lib/page-routes/monitoring';
import { Link } from '@/components/ui/Link';

/**
 * The list, its filters and the cards: a chunk of its own, requested with the page, so that the page's first load
 * (the shell and this heading) stays within its JavaScript budget (R-22.32; issue 25).
 */
const FilesList = dynamic(() => import('./FilesList').then((module) => module.FilesList), { ssr: false, loading: () => <Skeleton height={240} /> });

/** The manager's page of a monitoring's evidence files: its heading, then the files. */
export function FilesScreen({ projectId, batchId }: { projectId: string; batchId?: string }) {
  const t = useTranslations('evidenceFiles');
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Anchor component={Link} href={monitoringHref(projectId)} size="sm">
          {t('back')}
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="gray.7" maw={720}>
            {t('intro')}
          </Text>
        </div>
        <FilesList projectId={projectId} batchId={batchId} />
      </Stack>
    </Container>
  );
}
