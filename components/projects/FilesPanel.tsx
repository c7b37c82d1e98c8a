import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { IconDownload, IconFileUpload, IconTrash, IconX } from '@tabler/icons-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ProjectFile } from '@/lib/schemas/projects';
import { downloadProjectFile, useDeleteProjectFileMutation, useGetProjectFilesQuery, useUploadProjectFileMutation } from '@/store/api/projects';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/api-error';
import { formatSize, PROJECT_FILE_TYPES } from './file-types';

/**
 * The project's files: drop or choose files to upload (`POST /files`, multipart), the list with who uploaded
 * what and when, download, and delete after a confirmation. Readers only list and download.
 */
export function FilesPanel({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const t = useTranslations('projects');
  const language = useLocale();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { data: files, isLoading, error, refetch } = useGetProjectFilesQuery(projectId);
  const [upload] = useUploadProjectFileMutation();
  const [remove, removal] = useDeleteProjectFileMutation();
  const [uploading, setUploading] = useState<string[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<ProjectFile | null>(null);

  const add = async (dropped: FileWithPath[]) => {
    setRejected([]);
    setUploading(dropped.map((file) => file.name));
    let done = 0;
    for (const file of dropped) {
      try {
        await upload({ projectId, file }).unwrap();
        done += 1;
      } catch (failure) {
        dispatch(setToastError(t('fileUploadFailed', { name: file.name, reason: failureMessage(failure, '') })));
      }
      setUploading((names) => names.filter((name) => name !== file.name));
    }
    if (done > 0) dispatch(setToast(t('filesUploaded', { count: done })));
  };

  const download = (file: ProjectFile) =>
    void downloadProjectFile(projectId, file.id, file.name).catch((failure: unknown) =>
      dispatch(setToastError(failureMessage(failure, t('fileDownloadFailed')))),
    );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ projectId, fileId: toDelete.id }).unwrap();
      dispatch(setToast(t('fileDeleted', { name: toDelete.name })));
      setToDelete(null);
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('fileDeleteFailed'))));
    }
  };

  return (
    <Stack gap="lg">
      {canEdit && (
        <Dropzone
          onDrop={(dropped) => void add(dropped)}
          onReject={(rejections: FileRejection[]) => setRejected(rejections.map((rejection) => rejection.file.name))}
          accept={PROJECT_FILE_TYPES}
          loading={uploading.length > 0}
          radius="lg"
          aria-label={t('filesDrop')}
          inputProps={{ 'aria-label': t('filesChoose') }}
        >
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconFileUpload size={40} aria-hidden color="var(--mantine-color-forest-7)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden color="var(--mantine-color-red-7)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileUpload size={40} aria-hidden color="var(--mantine-color-forest-7)" />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>{t('filesDrop')}</Text>
              <Text size="sm" c="gray.7">
                {t('filesHint')}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {uploading.length > 0 && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('filesUploading', { names: uploading.join(', ') })}</Text>
        </Group>
      )}
      {rejected.length > 0 && (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t('dismiss')} onClose={() => setRejected([])}>
          {t('filesRejected', { names: rejected.join(', ') })}
        </Alert>
      )}

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
      {files && files.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption>{t('filesCaption', { count: files.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fileName')}</Table.Th>
                <Table.Th scope="col">{t('fileSize')}</Table.Th>
                <Table.Th scope="col">{t('fileUploadedBy')}</Table.Th>
                <Table.Th scope="col">{t('fileUploadedAt')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('fileActions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatSize(file.size, language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{file.uploadedBy.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{format.dateTime(new Date(file.uploadedAt), { dateStyle: 'medium' })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('fileDownload')} withArrow>
                        <ActionIcon variant="subtle" aria-label={t('fileDownloadNamed', { name: file.name })} onClick={() => download(file)}>
                          <IconDownload size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {canEdit && (
                        <Tooltip label={t('fileDelete')} withArrow>
                          <ActionIcon variant="subtle" color="red" aria-label={t('fileDeleteNamed', { name: file.name })} onClick={() => setToDelete(file)}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
