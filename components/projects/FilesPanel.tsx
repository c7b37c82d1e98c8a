import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import type { ProjectFile } from '@/lib/schemas/projects';
import { downloadProjectFile, useDeleteProjectFileMutation, useGetProjectFilesQuery } from '@/store/api/project-files';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { FileUpload } from './files/FileUpload';
import { FilesTable } from './files/FilesTable';

/**
 * The project's files: drop or choose files to upload (`POST /files`, multipart), the list with who uploaded
 * what and when, download, and delete after a confirmation. Readers only list and download.
 */
export function FilesPanel({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  const { data: files, isLoading, error, refetch } = useGetProjectFilesQuery(projectId);
  const [remove, removal] = useDeleteProjectFileMutation();
  const [toDelete, setToDelete] = useState<ProjectFile | null>(null);

  const download = (file: ProjectFile) =>
    void downloadProjectFile(projectId, file.id, file.name).catch((failure: unknown) => dispatch(setToastError(failureMessage(failure, t('fileDownloadFailed')))));

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ project_id: projectId, file_id: toDelete.id }).unwrap();
      dispatch(setToast(t('fileDeleted', { name: toDelete.name })));
      setToDelete(null);
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('fileDeleteFailed'))));
    }
  };

  return (
    <Stack gap="lg">
      {canEdit && <FileUpload projectId={projectId} />}
      {isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {error && (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(error, t('filesFailed'))}</Text>
            <Button size="xs" variant="white" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {files && files.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="gray.7" ta="center">
            {t('filesNone')}
          </Text>
        </Paper>
      )}
      {files && files.length > 0 && <FilesTable files={files} canEdit={canEdit} onDownload={download} onDelete={setToDelete} />}
      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('fileDeleteTitle')}
        body={toDelete ? t('fileDeleteBody', { name: toDelete.name }) : ''}
        confirmLabel={t('fileDelete')}
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
