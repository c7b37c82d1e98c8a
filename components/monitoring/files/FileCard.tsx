import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { Artefact } from '@/lib/schemas/monitoring-artefacts';
import type { Batch } from '@/lib/schemas/monitoring-batches';
import type { Evidence } from '@/lib/schemas/monitoring-evidence';
import { ArtefactThumbnail } from '@/components/monitoring/evidence/ArtefactThumbnail';
import { AttachFileForm } from './AttachFileForm';
import { fileAnchor, FlagReasons } from './FlagReasons';
import classes from './Files.module.css';

/** A file's log (a table), a chunk of its own loaded when the manager opens it. */
const ProcessingLog = dynamic(() => import('./ProcessingLog').then((module) => module.ProcessingLog), { ssr: false, loading: () => <Skeleton height={120} /> });

export interface FileCardProps {
  artefact: Artefact;
  batches: Batch[];
  records: Evidence[];
  canEdit: boolean;
}

/** One evidence file on the manager's page: who sent it and when, its batch and type, its flags, its log. */
export function FileCard({ artefact, batches, records, canEdit }: FileCardProps) {
  const t = useTranslations('evidenceFiles');
  const te = useTranslations('evidence');
  const format = useFormatter();
  const [logOpen, setLogOpen] = useState(false);
  const time = format.dateTime(new Date(artefact.created_at), { dateStyle: 'medium', timeStyle: 'short' });
  const batch = artefact.batch_id ? batches.find((candidate) => candidate.id === artefact.batch_id) : undefined;
  const logId = `${fileAnchor(artefact.id)}-log`;

  return (
    <Paper withBorder radius="md" p="sm" component="li" id={fileAnchor(artefact.id)} data-testid="evidence-file" aria-labelledby={`${logId}-name`} className={classes.card}>
      <div className={classes.thumb}>
        {artefact.has_thumbnail ? <ArtefactThumbnail artefactId={artefact.id} name={artefact.file_name} /> : <Box className={classes.noThumb}>{artefact.kind.toUpperCase()}</Box>}
      </div>
      <Stack gap={6} miw={0}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={`${logId}-name`} className={classes.name}>
            {artefact.file_name}
          </Title>
          {artefact.state !== 'ready' && (
            <Badge color={artefact.state === 'failed' ? 'red' : 'gray'} variant="light" radius="sm">
              {artefact.state === 'failed' ? t('failed') : t('processing')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {artefact.uploader_name ? t('uploaded', { name: artefact.uploader_name, time }) : t('uploadedNoName', { time })} ·{' '}
          {artefact.source === 'phone' ? t('fromPhone') : t('fromDesktop')}
        </Text>
        <Group gap={6}>
          <Badge variant="outline" color="gray" radius="sm" data-testid="file-batch">
            {artefact.batch_id ? (batch ? t('batch', { code: batch.code }) : t('unknownBatch')) : t('noBatch')}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm">
            {artefact.evidence_kind && te.has(`kinds.${artefact.evidence_kind}`) ? te(`kinds.${artefact.evidence_kind}`) : t('noKind')}
          </Badge>
        </Group>
        <FlagReasons flags={artefact.flags} processed={artefact.state === 'ready'} />
        <div>
          <Button variant="subtle" size="compact-sm" px={0} aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((open) => !open)}>
            {t('log.show')} {logOpen ? '▴' : '▾'}
          </Button>
          <div id={logId}>{logOpen && <ProcessingLog monitoringId={artefact.monitoring_id} artefactId={artefact.id} name={artefact.file_name} />}</div>
        </div>
        {canEdit && <AttachFileForm key={artefact.batch_id ?? ''} artefact={artefact} batches={batches} records={records} />}
      </Stack>
    </Paper>
  );
}
