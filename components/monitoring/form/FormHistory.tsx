import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useGetFormEntriesQuery } from '@/store/deferred/monitoring-forms';
import classes from '../Monitoring.module.css';
import { useClockFormat } from '../time/clock';

/** The forms filled for a reactor, the latest first, on the screen's clock. */
export function FormHistory({ reactorId }: { reactorId: string }) {
  const t = useTranslations('monitoring.form');
  const clock = useClockFormat();
  const entries = useGetFormEntriesQuery(reactorId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-title">
          {t('history')}
        </Title>
        {entries.isLoading && <Skeleton height={60} radius="md" />}
        {entries.data?.length === 0 && <Text c="gray.7">{t('noHistory')}</Text>}
        {entries.data && entries.data.length > 0 && (
          <ul className={classes.list} aria-labelledby="history-title">
            {entries.data.map((entry) => (
              <li key={entry.id} className={classes.row}>
                <Text fw={600}>{clock.dateTime(entry.measured_at)}</Text>
                <Text size="sm" c="gray.7">
                  {t('entryLine', { name: entry.submitted_by?.name ?? '?', count: entry.observations_stored })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
