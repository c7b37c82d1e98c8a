import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Artefact } from '@/lib/schemas/monitoring-artefacts';
import type { Batch } from '@/lib/schemas/monitoring-batches';
import type { Evidence } from '@/lib/schemas/monitoring-evidence';
import { useAttachArtefactToBatchMutation } from '@/store/api/monitoring-artefacts';
import { useAttachArtefactsMutation } from '@/store/api/monitoring-evidence';

export interface AttachFileFormProps {
  artefact: Artefact;
  batches: Batch[];
  records: Evidence[];
}

/**
 * The manager attaches a file to a batch (its checks run again against that batch, R-22.7) or to an evidence record
 * (R-22.11, which tags it with the record's batch and runs the checks too) —.
 */
export function AttachFileForm({ artefact, batches, records }: AttachFileFormProps) {
  const t = useTranslations('evidenceFiles.attach');
  const te = useTranslations('evidence');
  const format = useFormatter();
  const [batchId, setBatchId] = useState(artefact.batch_id ?? '');
  const [recordId, setRecordId] = useState('');
  const [toBatch, batchState] = useAttachArtefactToBatchMutation();
  const [toRecord, recordState] = useAttachArtefactsMutation();
  const monitoringId = artefact.monitoring_id;
  const codeOf = (id: string | null) => batches.find((batch) => batch.id === id)?.code;
  const recordLabel = (record: Evidence) =>
    [te(`kinds.${record.kind}`), codeOf(record.batch_id), format.dateTime(new Date(record.recorded_at), { dateStyle: 'short' })].filter(Boolean).join(' · ');
  const error = batchState.error ?? recordState.error;

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          style={{ flex: '1 1 200px' }}
          label={t('batchLabel', { name: artefact.file_name })}
          value={batchId}
          onChange={(event) => setBatchId(event.currentTarget.value)}
          data={[{ value: '', label: t('batchNone') }, ...batches.map((batch) => ({ value: batch.id, label: batch.code }))]}
        />
        <Button
          variant="light"
          loading={batchState.isLoading}
          disabled={batchId === (artefact.batch_id ?? '')}
          onClick={() =>
            void toBatch({ monitoring_id: monitoringId, artefact_id: artefact.id, batch_id: batchId || null })
              .unwrap()
              .catch(() => undefined)
          }
        >
          {t('toBatch')}
        </Button>
      </Group>
      {records.length > 0 && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NativeSelect
            style={{ flex: '1 1 200px' }}
            label={t('recordLabel', { name: artefact.file_name })}
            value={recordId}
            onChange={(event) => setRecordId(event.currentTarget.value)}
            data={[{ value: '', label: t('recordPlaceholder') }, ...records.map((record) => ({ value: record.id, label: recordLabel(record) }))]}
          />
          <Button
            variant="light"
            loading={recordState.isLoading}
            disabled={!recordId}
            onClick={() =>
              void toRecord({ monitoring_id: monitoringId, evidence_id: recordId, artefact_ids: [artefact.id] })
                .unwrap()
                .then(() => setRecordId(''))
                .catch(() => undefined)
            }
          >
            {t('toRecord')}
          </Button>
        </Group>
      )}
      {(batchState.isSuccess || recordState.isSuccess) && !error && (
        <Text role="status" size="xs" c="forest.8">
          {t('done')}
        </Text>
      )}
      {error && <Alert color="red">{failureMessage(error, t('failed'))}</Alert>}
    </Stack>
  );
}
