import { useState } from 'react';
import { Alert, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { PlanPeriod } from '@/lib/schemas/monitoring-batch-constants';
import { useGetPlanVsActualQuery } from '@/store/api/monitoring-batches';
import { figure } from './batch-format';
import { PlanChart } from './PlanChart';

/** Plan against actual: the removals the publication promised against those measured, per month or quarter. */
export function PlanVsActualPanel({ monitoringId }: { monitoringId: string }) {
  const t = useTranslations('monitoringBatches.plan');
  const [period, setPeriod] = useState<PlanPeriod>('month');
  const plan = useGetPlanVsActualQuery({ monitoring_id: monitoringId, period });
  const data = plan.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="plan-title">
          {t('title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('intro')}
        </Text>
        <SegmentedControl
          aria-label={t('period')}
          value={period}
          onChange={(value) => setPeriod(value as PlanPeriod)}
          data={[
            { value: 'month', label: t('month') },
            { value: 'quarter', label: t('quarter') },
          ]}
          w="fit-content"
        />
        {plan.isLoading && <Skeleton height={160} radius="md" />}
        {plan.error && <Alert color="red">{failureMessage(plan.error, t('loadFailed'))}</Alert>}
        {data && (
          <>
            <Text fw={600}>
              {data.publication?.removals_per_year != null
                ? t('promised', { tonnes: figure(data.publication.removals_per_year, 1), title: data.publication.title })
                : t('noPublication')}
            </Text>
            <PlanChart periods={data.periods} />
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('period')}</Table.Th>
                    <Table.Th>{t('planned')}</Table.Th>
                    <Table.Th>{t('actual')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.periods.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row">{row.label}</Table.Th>
                      <Table.Td>{figure(row.planned_t)}</Table.Td>
                      <Table.Td>{figure(row.actual_t)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row">{t('total')}</Table.Th>
                    <Table.Th>{figure(data.totals.planned_t)}</Table.Th>
                    <Table.Th>
                      {figure(data.totals.actual_t)}
                      {data.totals.ratio !== null && ` (${t('ratio')}: ${figure(data.totals.ratio * 100, 1)} %)`}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
