import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import type { Reactor, Site } from '@/lib/schemas/monitoring';
import { useGetReactorsQuery, useGetSitesQuery } from '@/store/api/monitoring';
import { useGetKpisQuery } from '@/store/api/monitoring-reactor';
import { KpiFigures } from './KpiFigures';
import { KpiPeriodFields, useKpiPeriod } from './kpi-period';

interface Period {
  from: string;
  to: string;
  skip: boolean;
}

/** One reactor's KPIs of the period, under its name (a link to its page) and its site's. */
function ReactorKpis({ reactor, site, projectId, period }: { reactor: Reactor; site: Site; projectId: string; period: Period }) {
  const t = useTranslations('monitoring.kpis');
  const kpis = useGetKpisQuery({ reactor_id: reactor.id, from: period.from, to: period.to }, { skip: period.skip });
  const titleId = `kpis-${reactor.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group gap="xs" align="baseline">
        <Title order={3} size="h5" id={titleId}>
          <Anchor component={Link} href={reactorHref(projectId, reactor.id)} inherit>
            {reactor.name}
          </Anchor>
        </Title>
        <Text size="sm" c="gray.7">
          {site.name}
        </Text>
      </Group>
      <KpiFigures kpis={kpis} noCOrg={t('missing.no_c_org_reactor')} compact />
    </Stack>
  );
}

/** The reactors of a site, each with its KPIs. */
function SiteKpis({ site, projectId, period }: { site: Site; projectId: string; period: Period }) {
  const reactors = useGetReactorsQuery(site.id);
  return (
    <>
      {reactors.data?.map((reactor) => (
        <ReactorKpis key={reactor.id} reactor={reactor} site={site} projectId={projectId} period={period} />
      ))}
    </>
  );
}

/** The monitoring dashboard's KPIs: one period for every reactor of every site, each reactor's figures under its name. */
export function DashboardKpis({ monitoringId, projectId }: { monitoringId: string; projectId: string }) {
  const t = useTranslations('monitoring.kpis');
  const sites = useGetSitesQuery(monitoringId);
  const period = useKpiPeriod();
  const [instants] = useDebouncedValue(period.instants, 400);
  const reactorCount = (sites.data ?? []).reduce((sum, site) => sum + site.reactor_count, 0);
  if (!sites.data || reactorCount === 0) return null;
  const shared: Period = { ...instants, skip: !period.valid };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="dashboard-kpis-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="dashboard-kpis-title">
            {t('title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('dashboardIntro', { count: reactorCount })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <KpiPeriodFields period={period} />
        </SimpleGrid>
        {sites.data.map((site) => (
          <SiteKpis key={site.id} site={site} projectId={projectId} period={shared} />
        ))}
      </Stack>
    </Paper>
  );
}
