import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import type { Snapshot } from '@/lib/schemas/config';
import { useListSnapshotsQuery, type SnapshotListArgs } from '@/store/api/console';
import { SnapshotRow } from './SnapshotRow';

interface Props {
  args: SnapshotListArgs;
  /** The last page shown offers the next one. */
  last: boolean;
  first: boolean;
  onMore: (after: string) => void;
  chosen: Snapshot[];
  onChoose: (snapshot: Snapshot, chosen: boolean) => void;
  onArchive: (snapshot: Snapshot) => void;
}

/** One page of the snapshots (its continuation token asked for), and "show more" on the last page that has a next. */
export function SnapshotPage({ args, last, first, onMore, chosen, onChoose, onArchive }: Props) {
  const t = useTranslations('staffConsole.snapshots');
  const page = useListSnapshotsQuery(args);
  if (page.error && !page.data) {
    return <Alert color="gray">{failureStatus(page.error) === 503 ? t('notConfigured') : failureMessage(page.error, t('loadError'))}</Alert>;
  }
  if (!page.data) return <Skeleton height={120} radius="md" />;
  const { items, continuation_token: next } = page.data;
  return (
    <>
      {first && items.length === 0 && <Text c="gray.7">{t('none')}</Text>}
      {items.map((snapshot) => (
        <SnapshotRow
          key={snapshot.name}
          snapshot={snapshot}
          chosen={chosen.some((one) => one.name === snapshot.name)}
          choiceFull={chosen.length >= 2}
          onChoose={(value) => onChoose(snapshot, value)}
          onArchive={() => onArchive(snapshot)}
        />
      ))}
      {last && next && (
        <Button variant="default" onClick={() => onMore(next)} loading={page.isFetching}>
          {t('more')}
        </Button>
      )}
    </>
  );
}
