import { Alert, Button, Group, List, Stack, Switch, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { DOWNLOAD_ONLY_TYPES, MAX_BULK_FILES, WATERMARKED_TYPES } from '@/lib/schemas/dataroom-constants';
import type { Dataroom, DataroomBulkResult, DataroomFolder } from '@/lib/schemas/dataroom';
import { useChangeDataroomMutation, useUploadDataroomFilesMutation } from '@/store/api/dataroom';
import { batchesOf, relativePathOf } from './upload-batches';

/** The attribute that lets an input choose a whole folder (Chromium, Firefox, Safari); React does not know it. */
const FOLDER_PICKER = { webkitdirectory: '', directory: '' } as Record<string, string>;

/**
 * A folder's uploads on the developer's side (requirements ): several files at once, or a whole folder at once
 * (its structure kept in the names), each file judged by the server; and whether the folder allows downloads, which
 * decides whether Word, Excel and PowerPoint files (download-only) may go in.
 */
export function FolderTools({ folder, room }: { folder: DataroomFolder; room: Dataroom }) {
  const t = useTranslations('dataroomPlus.files');
  const [upload, uploading] = useUploadDataroomFilesMutation();
  const [change, changing] = useChangeDataroomMutation();
  const [outcome, setOutcome] = useState<DataroomBulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const accepted = [...WATERMARKED_TYPES, ...(folder.allows_downloads ? DOWNLOAD_ONLY_TYPES : [])].join(',');

  // The reason in the user's language: the refusals the data room makes are known by their status and reason.
  const reasonOf = (refusal: DataroomBulkResult['refused'][number]) =>
    refusal.reason === 'download_only_refused' ? t('officeRefused') : refusal.status === 415 ? t('typeRefused') : refusal.status === 413 ? t('tooLarge') : refusal.message;

  const send = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    setError(null);
    const total: DataroomBulkResult = { files: [], refused: [] };
    try {
      for (const batch of batchesOf(files, MAX_BULK_FILES)) {
        const result = await upload({ opportunityId: room.opportunity_id, folderId: folder.id, files: batch, paths: batch.map(relativePathOf) }).unwrap();
        total.files.push(...result.files);
        total.refused.push(...result.refused);
      }
    } catch (failure) {
      setError(failureMessage(failure, t('uploadFailed')));
    }
    setOutcome(total);
  };

  const toggle = async (allows: boolean) => {
    setError(null);
    try {
      await change({ action: 'set_folder_downloads', folder_id: folder.id, allows_downloads: allows }).unwrap();
    } catch (failure) {
      setError(failureMessage(failure, t('saveFailed')));
    }
  };

  return (
    <Stack gap="xs" mb="sm">
      <Switch
        label={t('allowsDownloads')}
        description={folder.allows_downloads ? t('officeAccepted') : t('officeRefused')}
        checked={folder.allows_downloads}
        disabled={changing.isLoading}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <Group gap="xs">
        <Button variant="light" size="sm" loading={uploading.isLoading} onClick={() => filesInput.current?.click()}>
          {t('uploadFiles')}
        </Button>
        <Button variant="default" size="sm" loading={uploading.isLoading} onClick={() => folderInput.current?.click()}>
          {t('uploadFolder')}
        </Button>
        <input ref={filesInput} type="file" multiple accept={accepted} hidden data-testid={`files-${folder.id}`} onChange={(event) => void send(event.currentTarget.files)} />
        <input ref={folderInput} type="file" multiple hidden {...FOLDER_PICKER} data-testid={`folder-${folder.id}`} onChange={(event) => void send(event.currentTarget.files)} />
      </Group>
      {outcome && (
        <Alert color={outcome.refused.length ? 'orange' : 'teal'} role="status" withCloseButton onClose={() => setOutcome(null)}>
          <Text size="sm">{t('stored', { count: outcome.files.length })}</Text>
          {outcome.refused.length > 0 && (
            <List size="sm" mt={4}>
              {outcome.refused.map((refusal) => (
                <List.Item key={refusal.name}>{t('refusedLine', { name: refusal.name, reason: reasonOf(refusal) })}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
