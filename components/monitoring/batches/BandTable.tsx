import { Table } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { BandFigure, BatchDetail } from '@/lib/schemas/monitoring-batches';
import { BandBadge } from './BandBadge';
import { figure } from './batch-format';

/**
 * The band's figures: temperature and feedstock, min, max, mean, variation, verdict; why a figure is missing.
 * Loaded apart from the page (BatchScreen): Mantine's Table brings its ScrollArea, and with it floating-ui.
 */
export function BandTable({ band }: { band: BatchDetail['band'] }) {
  const t = useTranslations('monitoringBatches.page');
  const row = (label: string, value: BandFigure | null, missing: string | null) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      {value ? (
        <>
          <Table.Td>{`${figure(value.min)} ${value.unit}`}</Table.Td>
          <Table.Td>{`${figure(value.max)} ${value.unit}`}</Table.Td>
          <Table.Td>{`${figure(value.mean)} ${value.unit}`}</Table.Td>
          <Table.Td>{value.variation_percent === null ? '—' : `${figure(value.variation_percent, 1)} %`}</Table.Td>
          <Table.Td>{value.readings}</Table.Td>
          <Table.Td>
            <BandBadge within={value.within} />
          </Table.Td>
        </>
      ) : (
        <Table.Td colSpan={6}>{missing}</Table.Td>
      )}
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('min')}</Table.Th>
            <Table.Th>{t('max')}</Table.Th>
            <Table.Th>{t('mean')}</Table.Th>
            <Table.Th>{t('variation')}</Table.Th>
            <Table.Th>{t('readingsCount')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row(t('temperature'), band.temperature, band.missing.temperature)}
          {row(t('feedstockFigure'), band.feedstock, band.missing.feedstock)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
