import { useState } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { useUploadProjectFileMutation } from '@/store/api/project-files';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { FileDrop } from '@/components/ui/FileDrop';
import { FileDropPrompt } from '@/components/ui/FileDropPrompt';
import { PROJECT_FILE_TYPES } from '@/components/ui/file-types';

/**
 * Drop or choose files to add to the project (`POST /files`, multipart, one at a time): what is on its way, and
 * the files refused for their type.
 */
export function FileUpload({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  const [upload] = useUploadProjectFileMutation();
  const [uploading, setUploading] = useState<string[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);

  const add = async (dropped: File[]) => {
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

  return (
    <>
      <FileDrop
        onDrop={(dropped) => void add(dropped)}
        onReject={(rejections) => setRejected(rejections.map((rejection) => rejection.file.name))}
        accept={PROJECT_FILE_TYPES}
        loading={uploading.length > 0}
        radius="lg"
        label={t('filesDrop')}
        inputLabel={t('filesChoose')}
      >
        <FileDropPrompt title={t('filesDrop')} hint={t('filesHint')} mih={110} />
      </FileDrop>
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
    </>
  );
}
