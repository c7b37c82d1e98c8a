import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SNAPSHOT_STATUSES, type Snapshot, type SnapshotStatus } from '@/lib/schemas/config';
import { ArchiveSnapshotModal } from './ArchiveSnapshotModal';
import { SnapshotComparisonView } from './SnapshotComparisonView';
import { SnapshotPage } from './SnapshotPage';

/** The older of two snapshots first, so that the comparison reads from before to after. */
const byCreated = (a: Snapshot, b: Snapshot) => (a.created ?? '').localeCompare(b.created ?? '') || (a.name ?? '').localeCompare(b.name ?? '');

/** App Configuration's snapshots: filtered by name and status, page after page; two compared, one archived. */
export function ConfigurationSnapshots() {
  const t = useTranslations('staffConsole.snapshots');
  const [name, setName] = useState('');
  const [statuses, setStatuses] = useState<SnapshotStatus[]>([]);
  const [filters, setFilters] = useState<{ name?: string; status: SnapshotStatus[] }>({ status: [] });
  const [afters, setAfters] = useState<(string | undefined)[]>([undefined]);
  const [chosen, setChosen] = useState<Snapshot[]>([]);
  const [comparing, setComparing] = useState<[string, string] | null>(null);
  const [archiving, setArchiving] = useState<Snapshot | null>(null);
  const [notice, setNotice] = useState<{ color: 'forest' | 'orange'; text: string } | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ name: name.trim() || undefined, status: statuses });
    setAfters([undefined]);
    setChosen([]);
    setComparing(null);
  };
  const choose = (snapshot: Snapshot, value: boolean) => setChosen((current) => (value ? [...current, snapshot].slice(0, 2) : current.filter((one) => one.name !== snapshot.name)));
  const compare = () => {
    const [older, newer] = [...chosen].sort(byCreated);
    if (older?.name && newer?.name) setComparing([older.name, newer.name]);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="snapshots-title">
      <div>
        <Title order={2} size="h3" id="snapshots-title">
          {t('title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('intro')}
        </Text>
      </div>
      <form onSubmit={apply}>
        <Stack gap="xs">
          <TextInput label={t('name')} description={t('nameHint')} value={name} maxLength={256} onChange={(event) => setName(event.currentTarget.value)} />
          <Checkbox.Group label={t('status')} value={statuses} onChange={(value) => setStatuses(value as SnapshotStatus[])}>
            <Group gap="md" mt={4}>
              {SNAPSHOT_STATUSES.map((status) => (
                <Checkbox key={status} value={status} label={t(`statuses.${status}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" variant="light">
              {t('apply')}
            </Button>
          </Group>
        </Stack>
      </form>
      {notice && (
        <Alert color={notice.color} variant="light" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="gray.7">
          {t('compareHint')}
        </Text>
        <Group gap="xs">
          {chosen.length > 0 && (
            <Button size="xs" variant="subtle" onClick={() => setChosen([])}>
              {t('clear')}
            </Button>
          )}
          <Button size="xs" disabled={chosen.length !== 2} onClick={compare}>
            {t('compare')}
          </Button>
        </Group>
      </Group>
      {comparing && <SnapshotComparisonView from={comparing[0]} to={comparing[1]} onClose={() => setComparing(null)} />}
      {afters.map((after, index) => (
        <SnapshotPage
          key={after ?? 'first'}
          args={{ ...filters, after }}
          first={index === 0}
          last={index === afters.length - 1}
          onMore={(next) => setAfters((current) => [...current, next])}
          chosen={chosen}
          onChoose={choose}
          onArchive={setArchiving}
        />
      ))}
      <ArchiveSnapshotModal snapshot={archiving} onClose={() => setArchiving(null)} onOutcome={setNotice} />
    </Stack>
  );
}
