import { Alert, Anchor, Breadcrumbs, Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlarm, IconChartLine, IconClipboardText, IconSettings } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { dailyFormHref, monitoringHref } from '@/lib/page-routes/monitoring';
import { projectHref } from '@/lib/page-routes/projects';
import { useGetProjectMonitoringQuery, useGetReactorQuery } from '@/store/api/monitoring';

/*
 * The tabs' panels (the chart and its controls, the KPIs, the alarms and set-up forms: Select, MultiSelect,
 * NumberInput, tables, and the floating-ui these bring) load in their own chunks, fetched while the reactor is (the
 * server renders the skeleton, never the tabs).
 */
const loadTabs = () =>
  Promise.all([import('./chart/ReactorChart'), import('./KpisPanel'), import('./AlarmsPanel'), import('./AlarmRulesPanel'), import('./ParametersPanel'), import('./DevicesPanel')]);
const ReactorChart = dynamic(() => import('./chart/ReactorChart').then((module) => module.ReactorChart), {
  loading: () => <Skeleton height={360} radius="lg" />,
});
const KpisPanel = dynamic(() => import('./KpisPanel').then((module) => module.KpisPanel));
const AlarmsPanel = dynamic(() => import('./AlarmsPanel').then((module) => module.AlarmsPanel));
const AlarmRulesPanel = dynamic(() => import('./AlarmRulesPanel').then((module) => module.AlarmRulesPanel));
const ParametersPanel = dynamic(() => import('./ParametersPanel').then((module) => module.ParametersPanel));
const DevicesPanel = dynamic(() => import('./DevicesPanel').then((module) => module.DevicesPanel));
const CorrectionsPanel = dynamic(() => import('./CorrectionsPanel').then((module) => module.CorrectionsPanel));

/** A reactor: its live chart and KPIs, its alarms and their rules, its parameters and devices. */
export function ReactorScreen({ projectId, reactorId }: { projectId: string; reactorId: string }) {
  const t = useTranslations('monitoring');
  const reactor = useGetReactorQuery(reactorId);
  const monitoring = useGetProjectMonitoringQuery(projectId);
  const canManage = monitoring.data ? monitoring.data.access !== 'read' : false;
  const data = reactor.data;
  useEffect(() => {
    void loadTabs();
  }, []);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <nav aria-label={t('breadcrumbs')}>
          <Breadcrumbs separatorMargin={6}>
            <Anchor component={Link} href={projectHref(projectId)} size="sm">
              {monitoring.data?.project_name ?? t('project')}
            </Anchor>
            <Anchor component={Link} href={monitoringHref(projectId)} size="sm">
              {t('title')}
            </Anchor>
            <Text size="sm" c="gray.7" aria-current="page">
              {data?.name ?? t('reactors.reactor')}
            </Text>
          </Breadcrumbs>
        </nav>
        {reactor.isLoading && <Skeleton height={360} radius="lg" />}
        {reactor.error && <Alert color="red">{failureMessage(reactor.error, t('loadFailed'))}</Alert>}
        {data && (
          <>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={2}>
                <Title order={1}>{data.name}</Title>
                <Text c="gray.7">
                  {[data.model, data.oem_name, data.capacity_t_per_year !== null ? t('reactors.capacityValue', { value: data.capacity_t_per_year }) : null]
                    .filter(Boolean)
                    .join(' · ') || t('reactors.noDetails')}
                </Text>
              </Stack>
              {canManage && (
                <Button component={Link} href={dailyFormHref(projectId, reactorId)} variant="light" leftSection={<IconClipboardText size={18} aria-hidden />}>
                  {t('form.open')}
                </Button>
              )}
            </Group>
            <Tabs defaultValue="chart">
              <Tabs.List mb="md">
                <Tabs.Tab value="chart" leftSection={<IconChartLine size={16} aria-hidden />}>
                  {t('tabs.chart')}
                </Tabs.Tab>
                <Tabs.Tab value="alarms" leftSection={<IconAlarm size={16} aria-hidden />}>
                  {t('tabs.alarms')}
                </Tabs.Tab>
                <Tabs.Tab value="setup" leftSection={<IconSettings size={16} aria-hidden />}>
                  {t('tabs.setup')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="chart">
                <Stack gap="lg">
                  <ReactorChart reactorId={reactorId} parameters={data.parameters} />
                  <KpisPanel reactorId={reactorId} />
                  <CorrectionsPanel reactor={data} canManage={canManage} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="alarms">
                <Stack gap="lg">
                  <AlarmsPanel reactor={data} canManage={canManage} />
                  <AlarmRulesPanel reactor={data} canManage={canManage} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="setup">
                <Stack gap="lg">
                  <ParametersPanel reactor={data} canManage={canManage} />
                  <DevicesPanel reactor={data} canManage={canManage} />
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
