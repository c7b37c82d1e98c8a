import type { ReactNode } from 'react';
import { Alert, Skeleton, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FleetReactor } from '@/lib/schemas/monitoring-fleet';
import { ReactorStatusTile, type TileLink } from './ReactorStatusTile';
import classes from './Fleet.module.css';

export interface FleetTilesProps {
  reactors: FleetReactor[] | undefined;
  loading: boolean;
  /** What a tile's name leads to (the reactor's page, on the monitoring host). */
  linkOf: (reactor: FleetReactor) => TileLink;
  /** Said when there is no reactor. */
  empty: ReactNode;
  failure: string;
}

/** The status tiles of a fleet, one per reactor (docs/requirements.md ), with their loading and empty states. */
export function FleetTiles({ reactors, loading, linkOf, empty, failure }: FleetTilesProps) {
  const t = useTranslations('fleet');
  if (!reactors && loading) {
    return (
      <div className={classes.grid}>
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </div>
    );
  }
  if (!reactors) {
    return (
      <Alert color="red" variant="light">
        {failure}
      </Alert>
    );
  }
  if (reactors.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <section className={classes.grid} aria-label={t('tilesLabel')}>
      {reactors.map((reactor) => (
        <ReactorStatusTile key={reactor.id} reactor={reactor} link={linkOf(reactor)} />
      ))}
    </section>
  );
}
