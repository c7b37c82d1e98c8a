import { Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FleetTiles } from '@/components/ui/fleet/FleetTiles';
import { reactorHref } from '@/lib/page-routes/monitoring';
import { useFleet } from './use-fleet';

/** The monitoring host's home: every reactor the user may see, as status tiles (docs/requirements.md ). */
export function FleetOverview() {
  const t = useTranslations('monitoringApp');
  const { data, isLoading } = useFleet();
  const reactors = data?.reactors;
  const count = (status: string) => reactors?.filter((reactor) => reactor.status === status).length ?? 0;
  return (
    <>
      {reactors && reactors.length > 0 && (
        <Text fw={600} role="status">
          {t('fleet.summary', { reactors: reactors.length, online: count('online'), silent: count('silent') })}
        </Text>
      )}
      <FleetTiles
        reactors={reactors}
        loading={isLoading}
        linkOf={(reactor) => ({ href: reactorHref(reactor.project_id, reactor.id) })}
        empty={t('empty')}
        failure={t('loadFailed')}
      />
    </>
  );
}
