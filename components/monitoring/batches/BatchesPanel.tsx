import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { IconPlus } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { batchHref } from '@/lib/page-routes/monitoring';
import type { Batch } from '@/lib/schemas/monitoring-batches';
import { useGetBatchesQuery } from '@/store/api/monitoring-batches';
import { BATCH_TIME, figure } from './batch-format';
import { CloseBatchModal } from './CloseBatchModal';
import { OpenBatchForm } from './OpenBatchForm';

export interface BatchesPanelProps {
  projectId: string;
  monitoringId: string;
  /** One reactor's batches (its page), where they can be opened; all the monitoring's otherwise. */
  reactorId?: string;
  canManage: boolean;
}

/** The production batches of a monitoring or of one reactor: each with its span and length, the open one closable. */
export function BatchesPanel({ projectId, monitoringId, reactorId, canManage }: BatchesPanelProps) {
  const t = useTranslations('monitoringBatches.list');
  const format = useFormatter();
  const batches = useGetBatchesQuery({ monitoring_id: monitoringId, ...(reactorId ? { reactor_id: reactorId } : {}) });
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<Batch | null>(null);
  const when = (time: string) => format.dateTime(new Date(time), BATCH_TIME);
  const rows = [...(batches.data ?? [])].reverse();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="batches-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} maw={720}>
            <Title order={2} size="h4" id="batches-title">
              {t('title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('intro')}
            </Text>
          </Stack>
          {canManage && reactorId && !adding && (
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('open')}
            </Button>
          )}
        </Group>
        {adding && reactorId && <OpenBatchForm monitoringId={monitoringId} reactorId={reactorId} onDone={() => setAdding(false)} />}
        {batches.isLoading && <Skeleton height={120} radius="md" />}
        {batches.error && <LazyAlert color="red">{failureMessage(batches.error, t('loadFailed'))}</LazyAlert>}
        {batches.data?.length === 0 && <Text c="gray.7">{t('empty')}</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={620}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('code')}</Table.Th>
                  {!reactorId && <Table.Th>{t('reactor')}</Table.Th>}
                  <Table.Th>{t('start')}</Table.Th>
                  <Table.Th>{t('end')}</Table.Th>
                  <Table.Th>{t('length')}</Table.Th>
                  <Table.Th>{t('feedstock')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((batch) => (
                  <Table.Tr key={batch.id}>
                    <Table.Td>
                      <Anchor component={Link} href={batchHref(projectId, batch.id)} aria-label={t('view', { code: batch.code })} fw={600}>
                        {batch.code}
                      </Anchor>
                    </Table.Td>
                    {!reactorId && <Table.Td>{batch.reactor_name}</Table.Td>}
                    <Table.Td>{when(batch.started_at)}</Table.Td>
                    <Table.Td>
                      {batch.ended_at ? (
                        when(batch.ended_at)
                      ) : (
                        <Group gap="xs">
                          <Badge color="forest" variant="light">
                            {t('running')}
                          </Badge>
                          {canManage && (
                            <Button size="compact-sm" variant="subtle" onClick={() => setClosing(batch)}>
                              {t('close')}
                            </Button>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <span>{t('hours', { hours: figure(batch.length_hours, 1) })}</span>
                        {batch.too_long && (
                          <Badge color="red" variant="light">
                            {t('tooLong')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{batch.feedstock}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CloseBatchModal batch={closing} onClose={() => setClosing(null)} />
    </Paper>
  );
}
