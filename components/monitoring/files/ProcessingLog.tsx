import { Alert, Box, Skeleton, Table, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useGetUploadLogQuery } from '@/store/api/monitoring-artefacts';
import { stepWords } from './log-words';

/** One file's processing log: each step, its time and what it found, read when the manager opens it. */
export function ProcessingLog({ monitoringId, artefactId, name }: { monitoringId: string; artefactId: string; name: string }) {
  const t = useTranslations('evidenceFiles.log');
  const format = useFormatter();
  const log = useGetUploadLogQuery({ monitoring_id: monitoringId, artefact_id: artefactId });
  if (log.isLoading) return <Skeleton height={120} aria-label={t('loading')} />;
  const steps = log.data?.items[0]?.steps;
  if (log.error || !steps) return <Alert color="red">{t('failed')}</Alert>;
  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table miw={300} fz="xs" verticalSpacing={4} data-testid="file-log" aria-label={t('title', { name })}>
        <Table.Tbody>
          {steps.map((step) => (
            <Table.Tr key={step.step} data-step={step.step}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t(`steps.${step.step}`)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(step.at)}</Table.Td>
              <Table.Td>
                <Text span size="xs" c="gray.7">
                  {stepWords(t, step.step, step.detail, time)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
