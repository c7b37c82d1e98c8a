import { Button, Stack, Text } from '@mantine/core';
import { IconActivityHeartbeat } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { FleetTiles } from '@/components/ui/fleet/FleetTiles';
import type { TileLink } from '@/components/ui/fleet/ReactorStatusTile';
import { reactorHref } from '@/lib/page-routes/monitoring';
import { FLEET_REFRESH_MS } from '@/lib/schemas/monitoring-fleet-constants';
import type { FleetReactor } from '@/lib/schemas/monitoring-fleet';
import { useGetFleetQuery } from '@/store/api/monitoring-fleet';
import { useShellInfo } from '../ShellContext';
import { monitoringHandOff, useMonitoringHandOff } from '../use-monitoring-hand-off';
import { DashboardCard } from './DashboardCard';

/** At most this many reactors are drawn on the dashboard; the monitoring application shows them all. */
const DASHBOARD_TILES = 4;

/** A reactor's page on the monitoring host, reached through the hand-off (signed in there, in this language). */
function useReactorLink(): (reactor: FleetReactor) => TileLink {
  const shell = useShellInfo();
  return (reactor) => monitoringHandOff(reactorHref(reactor.project_id, reactor.id), shell);
}

/**
 * The way to monitoring (docs/requirements.md ): the status tiles of the user's reactors, refreshed
 * every 30 seconds, and the hand-off to the monitoring application on its own host (`monitoring.<environment host>`).
 */
export function MonitoringCard() {
  const t = useTranslations('homepage');
  const tApp = useTranslations('monitoringApp');
  const open = useMonitoringHandOff('/');
  const linkOf = useReactorLink();
  const { data } = useGetFleetQuery(undefined, { pollingInterval: FLEET_REFRESH_MS, skipPollingIfUnfocused: true });
  const reactors = data?.reactors;
  return (
    <DashboardCard id="dashboard-monitoring" title={t('monitoringTitle')}>
      <Stack align="stretch">
        <Text c="gray.8">{t('monitoringBody')}</Text>
        {/* Drawn once there are reactors: nothing moves on the dashboard of someone who monitors nothing. */}
        {reactors && reactors.length > 0 && (
          <FleetTiles reactors={reactors.slice(0, DASHBOARD_TILES)} loading={false} linkOf={linkOf} empty={tApp('empty')} failure={tApp('loadFailed')} />
        )}
        <Button
          component="a"
          href={open.href}
          onClick={open.onClick}
          variant="light"
          leftSection={<IconActivityHeartbeat size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('monitoringOpen')}
        </Button>
      </Stack>
    </DashboardCard>
  );
}
