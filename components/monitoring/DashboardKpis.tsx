import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import type { Reactor, Site } from '@/lib/schemas/monitoring';
import { useGetReactorsQuery, useGetSitesQuery } from '@/store/api/monitoring';
import { useGetKpisQuery } from '@/store/api/monitoring-reactor';
import { KpiFigures } from './KpiFigures';
import { KpiPeriodFields, periodInstants, useKpiPeriod } from './kpi-period';

/** The days chosen (YYYY-MM-DD, both included), each site reading them on its own clock. */
interface Days {
  from: string;
  to: string;
  valid: boolean;
}

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
          {t('siteDays', { site: site.name, zone: site.time_zone })}
        </Text>
      </Group>
      <KpiFigures kpis={kpis} noCOrg={t('missing.no_c_org_reactor')} compact />
    </Stack>
  );
}

/** The reactors of a site, each with its KPIs of the days chosen, cut at the site's midnight. */
function SiteKpis({ site, projectId, days }: { site: Site; projectId: string; days: Days }) {
  const reactors = useGetReactorsQuery(site.id);
  const instants = periodInstants(days.from, days.to, site.time_zone);
  const period: Period = { ...instants, skip: !days.valid || instants.from === '' };
  return (
    <>
      {reactors.data?.map((reactor) => (
        <ReactorKpis key={reactor.id} reactor={reactor} site={site} projectId={projectId} period={period} />
      ))}
    </>
  );
}

/**
 * The monitoring dashboard's KPIs: the same days for every reactor of every site, each site's days from its own
 * midnight, its zone named beside its name; each reactor's figures under its name.
 */
export function DashboardKpis({ monitoringId, projectId }: { monitoringId: string; projectId: string }) {
  const t = useTranslations('monitoring.kpis');
  const sites = useGetSitesQuery(monitoringId);
  const zones = [...new Set((sites.data ?? []).map((site) => site.time_zone))];
  const period = useKpiPeriod(zones.length > 0 ? zones : undefined);
  const [days] = useDebouncedValue<Days>({ from: period.from, to: period.to, valid: period.valid }, 400);
  const reactorCount = (sites.data ?? []).reduce((sum, site) => sum + site.reactor_count, 0);
  if (!sites.data || reactorCount === 0) return null;
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
          <KpiPeriodFields period={period} zoneNote={zones.length === 1 ? zones[0] : t('eachSiteDays')} />
        </SimpleGrid>
        {sites.data.map((site) => (
          <SiteKpis key={site.id} site={site} projectId={projectId} days={days} />
        ))}
      </Stack>
    </Paper>
  );
}
