import { Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { IconAlarm, IconChartLine, IconClipboardText, IconSettings } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { PageBreadcrumbs } from '@/components/ui/PageBreadcrumbs';
import { failureMessage } from '@/lib/api/failure-message';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import { dailyFormHref, monitoringHref } from '@/lib/page-routes/monitoring';
import { projectHref } from '@/lib/page-routes/projects';
import { useGetProjectMonitoringQuery, useGetReactorQuery } from '@/store/deferred/monitoring';
import { AlarmsTabLabel } from './AlarmsTabLabel';
import { useLiveAlarms } from './chart/use-live-alarms';
import { ClockProvider } from './time/clock';
import { ClockSwitch } from './time/ClockSwitch';
import { useSiteZone } from './time/use-site-zone';

/*
 * The tabs' panels (the chart and its controls, the KPIs, the alarms and set-up forms: Select, MultiSelect,
 * NumberInput, tables, and the floating-ui these bring) load in their own chunks. The shown tab's come first; another
 * tab's panels are drawn the first time it shows (then kept), and their chunks fetched when the pointer or the focus
 * reaches the tab list, not at the page's start (issue 25: the work of hidden panels made the page's longest tasks).
 */
const PANEL_HEIGHT = 360;
const loadChartTab = () => Promise.all([import('./chart/ReactorChart'), import('./KpisPanel'), import('./batches/BatchesPanel'), import('./CorrectionsPanel')]);
const loadOtherTabs = () => Promise.all([import('./AlarmsPanel'), import('./AlarmRulesPanel'), import('./ParametersPanel'), import('./DevicesPanel')]);
const panelSkeleton = () => <Skeleton height={PANEL_HEIGHT} radius="lg" />;
const ReactorChart = dynamic(() => import('./chart/ReactorChart').then((module) => module.ReactorChart), { loading: panelSkeleton });
const KpisPanel = dynamic(() => import('./KpisPanel').then((module) => module.KpisPanel));
const AlarmsPanel = dynamic(() => import('./AlarmsPanel').then((module) => module.AlarmsPanel), { loading: panelSkeleton });
const AlarmRulesPanel = dynamic(() => import('./AlarmRulesPanel').then((module) => module.AlarmRulesPanel));
const ParametersPanel = dynamic(() => import('./ParametersPanel').then((module) => module.ParametersPanel), { loading: panelSkeleton });
const DevicesPanel = dynamic(() => import('./DevicesPanel').then((module) => module.DevicesPanel));
const BatchesPanel = dynamic(() => import('./batches/BatchesPanel').then((module) => module.BatchesPanel));
const CorrectionsPanel = dynamic(() => import('./CorrectionsPanel').then((module) => module.CorrectionsPanel));

const TABS = ['chart', 'alarms', 'setup'] as const;

/** The tab the address names (`?tab=alarms`), so that a view can be linked and survives a reload. */
function useTab(): [string, (tab: string | null) => void] {
  const router = useRouter();
  const asked = router.query.tab;
  const tab = typeof asked === 'string' && (TABS as readonly string[]).includes(asked) ? asked : 'chart';
  const choose = (next: string | null) =>
    void router.replace({ pathname: router.pathname, query: { ...router.query, tab: next ?? 'chart' } }, undefined, { shallow: true, scroll: false });
  return [tab, choose];
}

/**
 * A reactor: its live chart and KPIs, its alarms and their rules, its parameters and devices, every time on one clock
 * (the site's unless the viewer switches to their own), named.
 */
export function ReactorScreen({ projectId, reactorId }: { projectId: string; reactorId: string }) {
  const t = useTranslations('monitoring');
  const reactor = useGetReactorQuery(reactorId);
  const siteZone = useSiteZone(reactor.data);
  const [tab, setTab] = useTab();
  const hydrated = useHydrated();
  const formIcon = <IconClipboardText size={18} aria-hidden />;
  // The tabs shown so far (the chart's always: it holds the live stream whatever tab shows).
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(['chart', tab]));
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));
  const monitoring = useGetProjectMonitoringQuery(projectId);
  const canManage = monitoring.data ? monitoring.data.access !== 'read' : false;
  const data = reactor.data;
  // The alarms (list, tab's count) follow the live stream whatever tab shows: the screen holds it, not a panel.
  useLiveAlarms(reactorId);
  useEffect(() => {
    void loadChartTab();
  }, []);
  return (
    <ClockProvider siteZone={siteZone}>
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <PageBreadcrumbs
            label={t('breadcrumbs')}
            crumbs={[
              { label: monitoring.data?.project_name ?? t('project'), href: projectHref(projectId) },
              { label: t('title'), href: monitoringHref(projectId) },
              { label: data?.name ?? t('reactors.reactor') },
            ]}
          />
          {reactor.isLoading && <Skeleton height={360} radius="lg" />}
          {reactor.error && <LazyAlert color="red">{failureMessage(reactor.error, t('loadFailed'))}</LazyAlert>}
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
                <Group gap="sm" align="center">
                  <ClockSwitch />
                  {/* Drawn by the server, the link may be followed before React hydrated the page: a plain link until then
                      (a click on Next's link during hydration went nowhere), Next's once hydrated. */}
                  {canManage && hydrated && (
                    <Button component={Link} href={dailyFormHref(projectId, reactorId)} variant="light" leftSection={formIcon}>
                      {t('form.open')}
                    </Button>
                  )}
                  {canManage && !hydrated && (
                    <Button component="a" href={dailyFormHref(projectId, reactorId)} variant="light" leftSection={formIcon}>
                      {t('form.open')}
                    </Button>
                  )}
                  {/* Until the viewer's access is read (in the browser), the button's place is kept, so that it does not
                      push the tabs down when it comes. */}
                  {!monitoring.data && !monitoring.error && (
                    <Button component="span" variant="light" leftSection={formIcon} aria-hidden style={{ visibility: 'hidden' }}>
                      {t('form.open')}
                    </Button>
                  )}
                </Group>
              </Group>
              {/* Hidden panels stay mounted with their effects (display: none, not Activity, which runs their cleanups):
                  the chart keeps its live stream, and the readings that come, while another tab shows. */}
              <Tabs value={tab} onChange={setTab} keepMountedMode="display-none">
                <Tabs.List mb="md" onPointerEnter={() => void loadOtherTabs()} onFocus={() => void loadOtherTabs()}>
                  <Tabs.Tab value="chart" leftSection={<IconChartLine size={16} aria-hidden />}>
                    {t('tabs.chart')}
                  </Tabs.Tab>
                  <Tabs.Tab value="alarms" leftSection={<IconAlarm size={16} aria-hidden />}>
                    <AlarmsTabLabel reactor={data} />
                  </Tabs.Tab>
                  <Tabs.Tab value="setup" leftSection={<IconSettings size={16} aria-hidden />}>
                    {t('tabs.setup')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="chart">
                  <Stack gap="lg">
                    <ReactorChart reactorId={reactorId} parameters={data.parameters} />
                    <KpisPanel reactorId={reactorId} />
                    <BatchesPanel projectId={projectId} monitoringId={data.monitoring_id} reactorId={reactorId} canManage={canManage} />
                    <CorrectionsPanel reactor={data} canManage={canManage} />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="alarms">
                  {shown.has('alarms') && (
                    <Stack gap="lg">
                      <AlarmsPanel reactor={data} canManage={canManage} />
                      <AlarmRulesPanel reactor={data} canManage={canManage} />
                    </Stack>
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="setup">
                  {shown.has('setup') && (
                    <Stack gap="lg">
                      <ParametersPanel reactor={data} canManage={canManage} />
                      <DevicesPanel reactor={data} canManage={canManage} />
                    </Stack>
                  )}
                </Tabs.Panel>
              </Tabs>
            </>
          )}
        </Stack>
      </Container>
    </ClockProvider>
  );
}
