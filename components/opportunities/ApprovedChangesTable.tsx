import { Table } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** One changed field: its name, the approved value and the new one, as shown. */
export interface ChangedField {
  field: string;
  label: string;
  approved: string;
  next: string;
}

/**
 * The table of {@link ApprovedChanges}, in a module of its own: Mantine's Table brings its ScrollArea and with it
 * floating-ui (~19 kB gzipped), fetched while the queue is read rather than in the page's first load.
 */
export function ApprovedChangesTable({ rows }: { rows: ChangedField[] }) {
  const t = useTranslations('opportunities');
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staffReview.field')}</Table.Th>
            <Table.Th>{t('staffReview.approvedValue')}</Table.Th>
            <Table.Th>{t('staffReview.newValue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.field}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.approved}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.next}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
