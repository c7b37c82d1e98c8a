import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/fleet/ReactorStatusTile';
import Link from '@/components/ui/Link';
import { monitoringHref, reactorHref } from '@/lib/page-routes/monitoring';
import { sitesOf } from './fleet-groups';
import { useFleet } from './use-fleet';

/** Every site of the fleet, its zone named, with its reactors' status (docs/requirements.md R-20.19). */
export function SitesOverview() {
  const t = useTranslations('monitoringApp');
  const { data, isLoading } = useFleet();
  if (!data) return isLoading ? <Skeleton height={160} radius="lg" /> : <Alert color="red">{t('loadFailed')}</Alert>;
  const sites = sitesOf(data.reactors);
  if (sites.length === 0) return <Text c="gray.7">{t('sites.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {sites.map((site) => (
        <Paper p="md" key={site.id} withBorder radius="lg" component="article" aria-label={site.name}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              <Anchor component={Link} href={monitoringHref(site.reactors[0].project_id)} inherit>
                {site.name}
              </Anchor>
            </Title>
            <Text size="sm" c="gray.7">
              {site.project_name} · {site.time_zone} · {t('sites.reactors', { count: site.reactors.length })}
            </Text>
            {site.reactors.map((reactor) => (
              <Group key={reactor.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} href={reactorHref(reactor.project_id, reactor.id)} size="sm">
                  {reactor.name}
                </Anchor>
                <StatusBadge status={reactor.status} />
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
