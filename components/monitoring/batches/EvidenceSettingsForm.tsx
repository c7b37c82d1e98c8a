import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { EVIDENCE_METHODOLOGIES, MAX_DISTANCE_TOLERANCE_M, MAX_TIME_TOLERANCE_HOURS, type EvidenceMethodology } from '@/lib/schemas/monitoring-batch-constants';
import type { EvidenceSettings } from '@/lib/schemas/monitoring-evidence-settings';
import { useChangeEvidenceSettingsMutation, useGetEvidenceSettingsQuery } from '@/store/api/monitoring-batches';

/** The project's evidence settings (R-22.5): its methodology and the photo checks' tolerances; read-only to readers. */
export function EvidenceSettingsForm({ monitoringId, canManage }: { monitoringId: string; canManage: boolean }) {
  const settings = useGetEvidenceSettingsQuery(monitoringId);
  if (settings.isLoading || !settings.data) return <Skeleton height={160} radius="lg" />;
  // Keyed by the stored version: a save elsewhere starts the fields again from what is stored.
  return <SettingsFields key={settings.data.updated_at ?? 'default'} settings={settings.data} canManage={canManage} />;
}

function SettingsFields({ settings, canManage }: { settings: EvidenceSettings; canManage: boolean }) {
  const t = useTranslations('monitoringBatches.settings');
  const monitoringId = settings.monitoring_id;
  const [change, changing] = useChangeEvidenceSettingsMutation();
  const [methodology, setMethodology] = useState<EvidenceMethodology>(settings.methodology);
  const [hours, setHours] = useState<number | string>(settings.time_tolerance_hours);
  const [metres, setMetres] = useState<number | string>(settings.distance_tolerance_m);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setSaved(false);
    const result = await change({ monitoring_id: monitoringId, methodology, time_tolerance_hours: Number(hours), distance_tolerance_m: Number(metres) });
    if (!('error' in result)) setSaved(true);
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="form"
      aria-labelledby="evidence-settings-title"
      onSubmit={(event) => (event.preventDefault(), void save())}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="evidence-settings-title">
          {t('title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('intro')}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('methodology')}
            data={EVIDENCE_METHODOLOGIES.map((value) => ({ value, label: t(value) }))}
            value={methodology}
            onChange={(value) => value && setMethodology(value as EvidenceMethodology)}
            allowDeselect={false}
            disabled={!canManage}
            miw={200}
          />
          <NumberInput label={t('time')} value={hours} onChange={setHours} min={0} max={MAX_TIME_TOLERANCE_HOURS} step={0.5} decimalScale={2} disabled={!canManage} miw={160} />
          <NumberInput label={t('distance')} value={metres} onChange={setMetres} min={0} max={MAX_DISTANCE_TOLERANCE_M} step={50} disabled={!canManage} miw={160} />
        </Group>
        {!canManage && (
          <Text size="sm" c="gray.7">
            {t('readOnly')}
          </Text>
        )}
        {changing.error && (
          <Alert color="red" role="alert">
            {failureMessage(changing.error, t('failed'))}
          </Alert>
        )}
        {saved && (
          <Alert color="forest" role="status">
            {t('saved')}
          </Alert>
        )}
        {canManage && (
          <Group justify="flex-end">
            <Button type="submit" loading={changing.isLoading}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
