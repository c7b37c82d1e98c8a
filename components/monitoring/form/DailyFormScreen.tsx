import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import { useGetProjectMonitoringQuery, useGetReactorQuery } from '@/store/deferred/monitoring';
import { ClockProvider } from '../time/clock';
import { ClockSwitch } from '../time/ClockSwitch';
import { useSiteZone } from '../time/use-site-zone';
import { DailyForm } from './DailyForm';
import { FormHistory } from './FormHistory';

/**
 * The daily form page: which reactor, the form, and the forms sent before, on the site's clock. A reader (no right to
 * write) sees at once that the page is read-only, and the forms sent, not the form.
 */
export function DailyFormScreen({ projectId, reactorId }: { projectId: string; reactorId: string }) {
  const t = useTranslations('monitoring');
  const reactor = useGetReactorQuery(reactorId);
  const monitoring = useGetProjectMonitoringQuery(projectId);
  const siteZone = useSiteZone(reactor.data);
  const access = monitoring.data?.access;
  return (
    <ClockProvider siteZone={siteZone}>
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
          <ClockSwitch />
          {access === 'read' && (
            <LazyAlert color="blue" icon={<IconEye size={18} aria-hidden />} title={t('form.readOnlyTitle')} role="status">
              {t('form.readOnly')}
            </LazyAlert>
          )}
          {monitoring.isLoading && <Skeleton height={200} radius="lg" />}
          {access !== undefined && access !== 'read' && <DailyForm projectId={projectId} reactorId={reactorId} />}
          <FormHistory reactorId={reactorId} />
        </Stack>
      </Container>
    </ClockProvider>
  );
}
