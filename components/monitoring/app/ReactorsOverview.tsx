import { Alert, Skeleton, Text } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useFleet } from './use-fleet';

/*
 * The table in a chunk of its own (Mantine's Table brings its ScrollArea, and with it floating-ui, ~19 kB gzipped).
 * Rendered by the server with the fleet as before: the browser loads the chunk before it hydrates the page.
 */
const ReactorsTable = dynamic(() => import('./ReactorsTable').then((module) => module.ReactorsTable), {
  loading: () => <Skeleton height={160} radius="lg" />,
});

/** Every reactor of the fleet in a table: site, status, last reading, alarms to acknowledge. */
export function ReactorsOverview() {
  const t = useTranslations('monitoringApp');
  const { data, isLoading } = useFleet();
  if (!data) return isLoading ? <Skeleton height={160} radius="lg" /> : <Alert color="red">{t('loadFailed')}</Alert>;
  if (data.reactors.length === 0) return <Text c="gray.7">{t('empty')}</Text>;
  return <ReactorsTable reactors={data.reactors} />;
}
