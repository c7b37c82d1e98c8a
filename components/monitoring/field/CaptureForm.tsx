import { useState } from 'react';
import { Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { ChoiceSelect } from '@/components/ui/ChoiceSelect';
import { EVIDENCE_KINDS } from '@/lib/schemas/monitoring-evidence-constants';
import type { UploadTarget } from '@/lib/schemas/monitoring-mobile-uploads';
import type { NewUpload } from './use-field-queue';
import classes from './FieldUploads.module.css';

/**
 * The photo's tags and the camera: where it goes (a project's monitoring), its batch and its evidence kind;
 * the button opens the phone's camera (`capture`), and each photo taken joins the queue at once.
 */
export function CaptureForm({ targets, onAdd }: { targets: UploadTarget[]; onAdd: (upload: NewUpload) => Promise<void> }) {
  const t = useTranslations('field');
  const [monitoringId, setMonitoringId] = useState<string | null>(targets[0]?.monitoring_id ?? null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>('kiln_run_photo');
  const target = targets.find((each) => each.monitoring_id === monitoringId) ?? targets[0];

  async function took(files: FileList | null) {
    if (!files || !target) return;
    for (const file of Array.from(files)) await onAdd({ monitoringId: target.monitoring_id, batchId, evidenceKind: kind, file });
  }

  return (
    <Stack gap="sm">
      {targets.length > 1 && (
        <ChoiceSelect
          label={t('project')}
          data={targets.map((each) => ({ value: each.monitoring_id, label: each.project_name }))}
          value={target?.monitoring_id ?? null}
          onChange={(value) => {
            setMonitoringId(value);
            setBatchId(null);
          }}
        />
      )}
      <ChoiceSelect
        label={t('batch')}
        empty={{ label: t('noBatch'), placeholder: true }}
        data={(target?.batches ?? []).map((batch) => ({ value: batch.id, label: batch.code }))}
        value={batchId}
        onChange={setBatchId}
      />
      <ChoiceSelect
        label={t('kind')}
        empty={{ label: t('noKind') }}
        data={EVIDENCE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={setKind}
      />
      <label className={classes.camera}>
        <IconCamera size={22} aria-hidden />
        <span>{t('takePhoto')}</span>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className={classes.cameraInput}
          data-testid="field-camera"
          onChange={(event) => {
            const input = event.currentTarget;
            void took(input.files).then(() => {
              input.value = '';
            });
          }}
        />
      </label>
    </Stack>
  );
}
