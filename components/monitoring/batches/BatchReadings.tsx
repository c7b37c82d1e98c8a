import { Table, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { BatchDetail } from '@/lib/schemas/monitoring-batches';
import { figure } from './batch-format';

/**
 * The batch's readings, one row per parameter. Loaded apart from the page (BatchScreen): Mantine's Table brings its
 * ScrollArea, and with it floating-ui.
 */
export function BatchReadings({ batch }: { batch: BatchDetail }) {
  const t = useTranslations('monitoringBatches.page');
  if (batch.readings.length === 0) return <Text c="gray.7">{t('noReadings')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parameter')}</Table.Th>
            <Table.Th>{t('readingsCount')}</Table.Th>
            <Table.Th>{t('min')}</Table.Th>
            <Table.Th>{t('max')}</Table.Th>
            <Table.Th>{t('mean')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.readings.map((reading) => (
            <Table.Tr key={reading.parameter_id}>
              <Table.Th scope="row">{`${reading.name} (${reading.unit})`}</Table.Th>
              <Table.Td>{reading.count}</Table.Td>
              <Table.Td>{figure(reading.min)}</Table.Td>
              <Table.Td>{figure(reading.max)}</Table.Td>
              <Table.Td>{figure(reading.mean)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
