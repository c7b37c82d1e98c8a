import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import type { StaffCount } from '@/lib/schemas/console';
import { useGetStaffConsoleQuery } from '@/store/api/console';
import { StaffConsoleFrame } from '@/components/ui/StaffConsoleFrame';

/** One line of the home: how many wait, in words, and the page that deals with them. */
function CounterCard({ counter }: { counter: StaffCount }) {
  const t = useTranslations('staffConsole');
  const known = t.has(`counters.${counter.key}.title`);
  const label =
    counter.count === null
      ? `${known ? t(`counters.${counter.key}.title`) : counter.key} — ${t('home.unavailable')}`
      : known
        ? t(`counters.${counter.key}.count`, { count: counter.count })
        : t('counters.other', { count: counter.count, key: counter.key });
  const waiting = (counter.count ?? 0) > 0;
  return (
    <Paper withBorder radius="md" p="lg" component="article" data-counter={counter.key} aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fz={32} fw={700} lh={1.1} c={waiting ? 'forest.8' : 'gray.6'} aria-hidden>
            {counter.count ?? '—'}
          </Text>
          <Text size="sm">{label}</Text>
        </div>
        <Button component={Link} href={counter.path} variant={waiting ? 'filled' : 'default'} size="sm">
          {t('home.open')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /staff: what waits for staff, one counter per module that contributes one (GET /internal/console). */
export function ConsoleHome() {
  const t = useTranslations('staffConsole.home');
  const counts = useGetStaffConsoleQuery();
  const counters = counts.data?.counters;
  return (
    <StaffConsoleFrame title={t('title')} intro={t('intro')}>
      {counts.error && !counters ? (
        <Alert color="gray">{failureStatus(counts.error) === 403 ? t('staffOnly') : failureMessage(counts.error, t('loadError'))}</Alert>
      ) : counters ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {counters.map((counter) => (
              <CounterCard key={counter.key} counter={counter} />
            ))}
          </SimpleGrid>
          {counters.every((counter) => counter.count === 0) && (
            <Text c="gray.7" mt="md" role="status">
              {t('allClear')}
            </Text>
          )}
        </>
      ) : (
        <Skeleton height={120} radius="md" />
      )}
    </StaffConsoleFrame>
  );
}
