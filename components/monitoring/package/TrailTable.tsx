import { Table } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { TrailEntry } from '@/lib/schemas/monitoring-package';

/** The message key of a trail action (`evidence.reviewed` → `entries.actions.evidence_reviewed`, R-22.36). */
const actionKey = (action: string) => `entries.actions.${action.replace(/\./g, '_')}`;

/**
 * One page of the trail's events. A module of its own, loaded apart from the page: Mantine's Table brings its
 * ScrollArea, and with it floating-ui (~19 kB gzipped).
 */
export function TrailTable({ items }: { items: TrailEntry[] }) {
  const t = useTranslations('monitoringPackage');
  return (
    <Table.ScrollContainer minWidth={640} tabIndex={0} aria-label={t('entries.caption')}>
      <Table striped>
        <Table.Caption>{t('entries.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.seq')}</Table.Th>
            <Table.Th>{t('entries.at')}</Table.Th>
            <Table.Th>{t('entries.action')}</Table.Th>
            <Table.Th>{t('entries.actor')}</Table.Th>
            <Table.Th>{t('entries.hash')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.seq}>
              <Table.Td>{entry.seq}</Table.Td>
              <Table.Td>{entry.created_at.replace('T', ' ').slice(0, 19)}</Table.Td>
              <Table.Td title={entry.action}>{t.has(actionKey(entry.action)) ? t(actionKey(entry.action)) : entry.action}</Table.Td>
              <Table.Td>{entry.actor_name}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {entry.hash?.slice(0, 12)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
