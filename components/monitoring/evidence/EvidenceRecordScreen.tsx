import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/compat/router';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { evidenceListHref } from '@/lib/page-routes/monitoring-evidence';
import { Link } from '@/components/ui/Link';
import { useDeleteEvidenceMutation, useGetEvidenceRecordQuery } from '@/store/api/monitoring-evidence';
import { EvidenceStateBadge } from './EvidenceStateBadge';

/*
 * The record's figures (a table), files (their MultiSelect) and reviews (their form), with the Combobox and the
 * floating-ui these bring, load in their own chunks, fetched while the record is (the browser reads it, so the server
 * renders none of them); the delete confirmation (a modal) loads apart as well.
 */
const loadFigures = () => import('./FiguresView');
const loadArtefacts = () => import('./ArtefactsPanel');
const loadReview = () => import('./ReviewPanel');
const FiguresView = dynamic(() => loadFigures().then((module) => module.FiguresView), { loading: () => <Skeleton height={120} /> });
const ArtefactsPanel = dynamic(() => loadArtefacts().then((module) => module.ArtefactsPanel), { loading: () => <Skeleton height={200} radius="md" /> });
const ReviewPanel = dynamic(() => loadReview().then((module) => module.ReviewPanel), { loading: () => <Skeleton height={200} radius="md" /> });
const ConfirmModal = dynamic(() => import('@/components/ui/ConfirmModal').then((module) => module.ConfirmModal), { ssr: false });

/** One evidence record: its figures, its files with their flags, and its reviews. */
export function EvidenceRecordScreen({ projectId, evidenceId }: { projectId: string; evidenceId: string }) {
  const t = useTranslations('evidence');
  const format = useFormatter();
  const router = useRouter();
  const page = useGetEvidenceRecordQuery(evidenceId);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteEvidenceMutation();
  useEffect(() => {
    void loadFigures();
    void loadArtefacts();
    void loadReview();
  }, []);
  if (page.isLoading) return <Skeleton height={320} />;
  if (page.error || !page.data) return <Alert color="red">{failureMessage(page.error, t('loadFailed'))}</Alert>;
  const { record, artefacts, reviews, can_edit: canEdit, can_review: canReview, candidates } = page.data;
  const back = evidenceListHref(projectId, record.batch_id ?? undefined);

  const confirmDelete = async () => {
    await remove({ evidence_id: record.id, monitoring_id: record.monitoring_id })
      .unwrap()
      .then(() => router?.push(back))
      .catch(() => setConfirming(false));
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} href={back} size="sm">
        {t('backToList')}
      </Anchor>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t(`kinds.${record.kind}`)}
        </Title>
        <EvidenceStateBadge state={record.review_state} />
      </Group>
      <Text size="sm" c="gray.7">
        {t('recordedAt')}: {format.dateTime(new Date(record.recorded_at), { dateStyle: 'medium', timeStyle: 'short' })}
      </Text>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('figures.title')}>
        <FiguresView kind={record.kind} figures={record.figures} />
        {record.notes && (
          <Text size="sm" mt="xs">
            {record.notes}
          </Text>
        )}
      </Paper>
      <ArtefactsPanel
        monitoringId={record.monitoring_id}
        evidenceId={record.id}
        artefacts={artefacts}
        candidates={candidates}
        canEdit={canEdit && record.review_state !== 'approved'}
      />
      <ReviewPanel monitoringId={record.monitoring_id} evidenceId={record.id} reviews={reviews} canReview={canReview} />
      {canEdit && reviews.length === 0 && (
        <Button variant="outline" color="red" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          {t('delete')}
        </Button>
      )}
      {removing.error && <Alert color="red">{failureMessage(removing.error, t('deleteFailed'))}</Alert>}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('deleteTitle')}
        body={t('deleteBody')}
        confirmLabel={t('deleteConfirm')}
        onConfirm={confirmDelete}
        loading={removing.isLoading}
      />
    </Stack>
  );
}
