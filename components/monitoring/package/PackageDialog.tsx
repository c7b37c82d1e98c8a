import { useState } from 'react';
import { Alert, Button, Group, Modal, Progress, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { IconPackageExport } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { request } from '@/lib/api/request';
import { MONITORING_PACKAGE_ROUTES } from '@/lib/api/routes';
import { useLazyGetPackageEstimateQuery } from '@/store/api/monitoring-package';

/** A batch the package may cover. */
export interface PackageBatch {
  id: string;
  code: string;
}

const sizeOf = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.max(0.1, bytes / 1024 ** 2).toFixed(1)} MB`);
const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
/** The last day chosen, included: the period ends at the next midnight (UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The verifier package of a batch or a period: the estimate first, then the ZIP as it streams, with a
 * progress bar of the bytes received against the estimate.
 */
export function PackageDialog({ monitoringId, batches, opened, onClose }: { monitoringId: string; batches: PackageBatch[]; opened: boolean; onClose: () => void }) {
  const t = useTranslations('monitoringPackage.package');
  const [scope, setScope] = useState<'period' | 'batch'>('period');
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(today);
  const [picked, setBatchId] = useState<string | null>(null);
  // The first batch until one is picked (the list may arrive after the dialog opened).
  const batchId = picked ?? batches[0]?.id ?? null;
  const [estimate] = useLazyGetPackageEstimateQuery();
  const [state, setState] = useState<{ phase: 'idle' | 'running' | 'done'; received: number; size: number; error: unknown }>({ phase: 'idle', received: 0, size: 0, error: null });

  const badPeriod = scope === 'period' && (!from || !to || from > to);
  const query = scope === 'batch' ? { monitoring_id: monitoringId, batch_id: batchId ?? undefined } : { monitoring_id: monitoringId, from: `${from}T00:00:00Z`, to: dayAfter(to) };

  async function run() {
    setState({ phase: 'running', received: 0, size: 0, error: null });
    try {
      const expected = await estimate(query).unwrap();
      setState((current) => ({ ...current, size: expected.estimated_bytes }));
      await request('GET', MONITORING_PACKAGE_ROUTES.package, query, {
        download: expected.file_name,
        onProgress: (received) => setState((current) => ({ ...current, received })),
      });
      setState((current) => ({ ...current, phase: 'done' }));
    } catch (error) {
      setState((current) => ({ ...current, phase: 'idle', error }));
    }
  }

  const percent = state.size > 0 ? Math.min(state.phase === 'done' ? 100 : 99, (state.received / state.size) * 100) : 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg">
      <Stack gap="md">
        <Text c="gray.7">{t('intro')}</Text>
        <SegmentedControl
          aria-label={t('scope')}
          value={scope}
          onChange={(value) => setScope(value as 'period' | 'batch')}
          data={[
            { value: 'period', label: t('period') },
            { value: 'batch', label: t('batch') },
          ]}
        />
        {scope === 'period' ? (
          <Group grow align="flex-start">
            <TextInput type="date" label={t('from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
            <TextInput type="date" label={t('to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} error={badPeriod ? t('badPeriod') : undefined} />
          </Group>
        ) : batches.length > 0 ? (
          <Select label={t('batchPick')} data={batches.map((batch) => ({ value: batch.id, label: batch.code }))} value={batchId} onChange={setBatchId} allowDeselect={false} />
        ) : (
          <Text c="gray.7">{t('noBatch')}</Text>
        )}
        {state.phase !== 'idle' && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t('progressLabel')} animated={state.phase === 'running'} />
            <Text size="sm" role="status">
              {state.phase === 'done' ? t('done') : t('progress', { received: sizeOf(state.received), size: sizeOf(state.size) })}
            </Text>
          </Stack>
        )}
        {Boolean(state.error) && <Alert color="red">{failureMessage(state.error, t('failed'))}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {state.phase === 'done' ? t('close') : t('cancel')}
          </Button>
          <Button
            leftSection={<IconPackageExport size={18} aria-hidden />}
            loading={state.phase === 'running'}
            disabled={badPeriod || (scope === 'batch' && !batchId)}
            onClick={() => void run()}
          >
            {t('download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
