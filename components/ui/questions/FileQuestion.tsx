import { useState } from 'react';
import { ActionIcon, Anchor, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { FileRef } from '@/lib/schemas/assessments';
import { acceptedTypes } from '@/components/ui/file-types';
import { downloadProjectFile, useUploadProjectFileMutation } from '@/store/api/project-files';
import { useAppDispatch } from '@/store/hooks';
import { setToastError } from '@/store/slices/app';
import { FileDrop } from '@/components/ui/FileDrop';
import { FileDropPrompt } from '@/components/ui/FileDropPrompt';
import { isFileRefList } from './answer-values';
import type { QuestionInputProps, QuestionOf } from './types';

/**
 * Files: each is uploaded to the project's files (`POST /files`), then the answer names it ({fileId, name}).
 * The attached files are listed with a download link and a remove button.
 */
export function FileQuestion({ question, value, onChange, disabled, inputId, labelId, describedBy, projectId }: QuestionInputProps<QuestionOf<'file'>>) {
  const t = useTranslations('assessments');
  const dispatch = useAppDispatch();
  const [upload] = useUploadProjectFileMutation();
  const [uploading, setUploading] = useState(0);
  const [rejected, setRejected] = useState(false);
  const files = isFileRefList(value) ? value : [];
  const max = question.validation?.max;
  const full = max !== undefined && files.length >= max;
  const hintId = `${inputId}-hint`;

  const add = async (dropped: File[]) => {
    setRejected(false);
    const room = max === undefined ? dropped.length : Math.max(0, max - files.length);
    const chosen = dropped.slice(0, room);
    if (chosen.length === 0) return;
    setUploading(chosen.length);
    const added: FileRef[] = [];
    for (const file of chosen) {
      const result = await upload({ projectId, file });
      if ('data' in result && result.data) added.push({ file_id: result.data.id, name: result.data.name });
      else if ('error' in result) {
        const message = (result.error as { message?: string }).message;
        dispatch(setToastError(t('fileUploadFailed', { name: file.name, reason: message ?? '' })));
      }
      setUploading((count) => count - 1);
    }
    if (added.length) onChange([...files, ...added], 'now');
  };

  const remove = (fileId: string) => {
    const rest = files.filter((file) => file.file_id !== fileId);
    onChange(rest.length ? rest : null, 'now');
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}>
      {files.length > 0 && (
        <List spacing={4} listStyleType="none" aria-label={t('filesAttached')}>
          {files.map((file) => (
            <List.Item key={file.file_id}>
              <Group gap="xs" wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    void downloadProjectFile(projectId, file.file_id, file.name).catch((error: unknown) => dispatch(setToastError(failureMessage(error, t('fileDownloadFailed')))))
                  }
                >
                  {file.name}
                </Anchor>
                {!disabled && (
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('fileRemove', { name: file.name })} onClick={() => remove(file.file_id)}>
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {!disabled && !full && (
        <FileDrop
          id={inputId}
          onDrop={(dropped) => void add(dropped)}
          onReject={() => setRejected(true)}
          accept={acceptedTypes(question.accept)}
          multiple={max === undefined || max - files.length > 1}
          loading={uploading > 0}
          label={t('fileDrop')}
          inputLabel={t('fileChoose')}
          p="md"
        >
          <FileDropPrompt size="compact" title={t('fileDrop')} hint={t(`fileKinds.${question.accept.length > 1 ? 'mixed' : question.accept[0]}`)} />
        </FileDrop>
      )}
      {uploading > 0 && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('fileUploading')}</Text>
        </Group>
      )}
      <Text id={hintId} size="xs" c={rejected ? 'red.8' : 'gray.7'}>
        {rejected
          ? t('fileRejected')
          : max !== undefined
            ? t('fileCount', { count: files.length, max })
            : files.length === 0
              ? t('fileNone')
              : t('fileCountOnly', { count: files.length })}
      </Text>
    </Stack>
  );
}
