import { Alert, Button, Code, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { SnapshotSetting } from '@/lib/schemas/config';
import { useCompareSnapshotsQuery } from '@/store/api/console';

/** One list of the comparison (added, removed or changed), with its count in the heading. */
function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const t = useTranslations('staffConsole.comparison');
  return (
    <section aria-label={title}>
      <Title order={4} size="h6" mb={4}>
        {title}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="gray.7">
          {t('nothing')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {children}
        </List>
      )}
    </section>
  );
}

/** What changed from one snapshot to the other: the settings added, removed and changed (key and label). */
export function SnapshotComparisonView({ from, to, onClose }: { from: string; to: string; onClose: () => void }) {
  const t = useTranslations('staffConsole.comparison');
  const comparison = useCompareSnapshotsQuery({ from, to });
  const label = (setting: { label: string | null }) => setting.label ?? t('noLabel');
  const value = (text: string | null) => (text === null || text === '' ? t('empty') : text);
  const line = (setting: SnapshotSetting) => (
    <List.Item key={`${setting.key}/${setting.label}`} style={{ overflowWrap: 'anywhere' }}>
      <Code>{setting.key}</Code> ({label(setting)}) = <Code>{value(setting.value)}</Code>
    </List.Item>
  );
  const data = comparison.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="comparison-title" data-testid="snapshot-comparison">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={3} size="h4" id="comparison-title" style={{ overflowWrap: 'anywhere' }}>
          {t('title', { from, to })}
        </Title>
        <Button size="xs" variant="default" onClick={onClose}>
          {t('close')}
        </Button>
      </Group>
      {comparison.error && !data ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(comparison.error, t('failed'))}
        </Alert>
      ) : data ? (
        <Stack gap="md">
          <Section title={t('added', { count: data.added.length })} count={data.added.length}>
            {data.added.map(line)}
          </Section>
          <Section title={t('removed', { count: data.removed.length })} count={data.removed.length}>
            {data.removed.map(line)}
          </Section>
          <Section title={t('changed', { count: data.changed.length })} count={data.changed.length}>
            {data.changed.map((setting) => (
              <List.Item key={`${setting.key}/${setting.label}`} style={{ overflowWrap: 'anywhere' }}>
                <Code>{setting.key}</Code> ({label(setting)}): {t('before')} <Code>{value(setting.before)}</Code> → {t('after')} <Code>{value(setting.after)}</Code>
              </List.Item>
            ))}
          </Section>
          <Text size="sm" c="gray.7">
            {t('unchanged', { count: data.unchanged })}
          </Text>
        </Stack>
      ) : (
        <Skeleton height={120} radius="md" aria-label={t('loading')} />
      )}
    </Paper>
  );
}
