import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { Snapshot } from '@/lib/schemas/config';

const STATUS_COLOURS = { ready: 'forest', archived: 'gray', provisioning: 'sand', failed: 'red' } as const;

interface Props {
  snapshot: Snapshot;
  chosen: boolean;
  /** Two others are chosen already: this one cannot be. */
  choiceFull: boolean;
  onChoose: (chosen: boolean) => void;
  onArchive: () => void;
}

/** One snapshot: its name, status, dates, size and filters; ticked to compare, archived when ready. */
export function SnapshotRow({ snapshot, chosen, choiceFull, onChoose, onArchive }: Props) {
  const t = useTranslations('staffConsole.snapshots');
  const format = useFormatter();
  const name = snapshot.name ?? '';
  const id = `snapshot-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const filters = snapshot.filters.map((filter) => (filter.label ? `${filter.key} (${filter.label})` : filter.key)).join(', ');
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={id} data-snapshot={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={id} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {snapshot.status && (
            <Badge color={STATUS_COLOURS[snapshot.status]} variant="light">
              {t(`statuses.${snapshot.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {[
            snapshot.created && t('created', { date: date(snapshot.created) }),
            snapshot.expires && t('expires', { date: date(snapshot.expires) }),
            snapshot.items_count !== undefined && t('items', { count: snapshot.items_count }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('filters', { filters })}
        </Text>
        <Group justify="space-between" gap="sm">
          <Checkbox
            label={t('compareWith')}
            aria-label={`${t('compareWith')} ${name}`}
            checked={chosen}
            disabled={!chosen && choiceFull}
            onChange={(event) => onChoose(event.currentTarget.checked)}
          />
          {snapshot.status === 'ready' && (
            <Button size="xs" color="red" variant="light" onClick={onArchive} aria-label={`${t('archive')} ${name}`}>
              {t('archive')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
