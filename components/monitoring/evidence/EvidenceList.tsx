import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PlainNativeSelect } from '@/components/ui/PlainInputs';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { evidenceHref } from '@/lib/page-routes/monitoring-evidence';
import { EVIDENCE_KINDS } from '@/lib/schemas/monitoring-evidence-constants';
import type { EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import { Link } from '@/components/ui/Link';
import { useGetEvidenceQuery } from '@/store/api/monitoring-evidence';
import { EvidenceStateBadge } from './EvidenceStateBadge';

/** The add dialog (a modal) and a batch's checklist (a table, and the floating-ui it brings): their own chunks. */
const PopupModal = dynamic(() => import('@/components/ui/PopupModal').then((module) => module.PopupModal), { ssr: false });
const BatchChecklist = dynamic(() => import('./BatchChecklist').then((module) => module.BatchChecklist), { loading: () => <Skeleton height={200} /> });
/** The new record's form, in a dialog opened on demand: its chunk loads when the dialog first opens (issue 25). */
const EvidenceForm = dynamic(() => import('./EvidenceForm').then((module) => module.EvidenceForm), { ssr: false });

export interface EvidenceListProps {
  projectId: string;
  monitoringId: string;
  batchId?: string;
  reactorId?: string;
  canEdit: boolean;
}

/** A monitoring's evidence records (a batch's, with its checklist), by kind; editors add records. */
export function EvidenceList({ projectId, monitoringId, batchId, reactorId, canEdit }: EvidenceListProps) {
  const t = useTranslations('evidence');
  const format = useFormatter();
  const [kind, setKind] = useState<EvidenceKind | ''>('');
  const [adding, setAdding] = useState(false);
  const list = useGetEvidenceQuery({ monitoring_id: monitoringId, ...(batchId ? { batch_id: batchId } : {}), ...(kind ? { kind } : {}) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="gray.7" maw={640}>
            {t('intro')}
          </Text>
        </div>
        {canEdit && <Button onClick={() => setAdding(true)}>{t('add')}</Button>}
      </Group>
      {batchId && <BatchChecklist projectId={projectId} monitoringId={monitoringId} batchId={batchId} />}
      <PlainNativeSelect
        label={t('filterKind')}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as EvidenceKind | '')}
        data={[{ value: '', label: t('allKinds') }, ...EVIDENCE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
        maw={320}
      />
      {list.isLoading && <Skeleton height={160} />}
      {list.error && <LazyAlert color="red">{failureMessage(list.error, t('loadFailed'))}</LazyAlert>}
      {list.data?.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('none')}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data?.map((record) => (
          <Paper key={record.id} withBorder radius="md" p="sm" component="li" data-testid="evidence-item" data-kind={record.kind}>
            <Group justify="space-between" gap="xs">
              <Stack gap={2}>
                <Anchor component={Link} href={evidenceHref(projectId, record.id)} fw={600}>
                  {t(`kinds.${record.kind}`)}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {format.dateTime(new Date(record.recorded_at), { dateStyle: 'medium', timeStyle: 'short' })} · {t('artefactCount', { count: record.artefact_count })}
                </Text>
              </Stack>
              <EvidenceStateBadge state={record.review_state} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <PopupModal opened={adding} onClose={() => setAdding(false)} title={t('addTitle')}>
        {adding && <EvidenceForm monitoringId={monitoringId} batchId={batchId} reactorId={reactorId} onDone={() => setAdding(false)} />}
      </PopupModal>
    </Stack>
  );
}
