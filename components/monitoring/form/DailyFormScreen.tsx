import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import { useGetReactorQuery } from '@/store/api/monitoring';
import { DailyForm } from './DailyForm';
import { FormHistory } from './FormHistory';

/** The daily form page: which reactor, the form, and the forms sent before. */
export function DailyFormScreen({ projectId, reactorId }: { projectId: string; reactorId: string }) {
  const t = useTranslations('monitoring');
  const reactor = useGetReactorQuery(reactorId);
  return (
    <Container size="sm" px="xs" py="md">
      <Stack gap="md">
        <Anchor component={Link} href={reactorHref(projectId, reactorId)} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
          {reactor.data?.name ?? t('reactors.reactor')}
        </Anchor>
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('form.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('form.intro')}
          </Text>
        </Stack>
        <DailyForm projectId={projectId} reactorId={reactorId} />
        <FormHistory reactorId={reactorId} />
      </Stack>
    </Container>
  );
}
