import { ActionIcon, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { FileDrop } from '@/components/ui/FileDrop';
import { FileDropPrompt } from '@/components/ui/FileDropPrompt';
import { formatSize, PROJECT_FILE_TYPES } from '@/components/ui/file-types';
import { failureMessage } from '@/lib/api/failure-message';
import { MAX_PROPOSAL_FILES, type Proposal, type ProposalFile } from '@/lib/schemas/proposals';
import { downloadProposalFile, useDeleteProposalFileMutation, useUploadProposalFileMutation } from '@/store/api/proposals';
import { useAppDispatch } from '@/store/hooks';
import { setToastError } from '@/store/slices/app';

/** A proposal's attachments: both sides download them; the OEM attaches and removes while undecided. */
export function ProposalFiles({ proposal }: { proposal: Proposal }) {
  const t = useTranslations('proposals');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [upload, uploading] = useUploadProposalFileMutation();
  const [remove, removing] = useDeleteProposalFileMutation();
  const [doomed, setDoomed] = useState<ProposalFile | null>(null);
  const [rejected, setRejected] = useState(false);
  const editable = proposal.can_revise;
  const room = MAX_PROPOSAL_FILES - proposal.files.length;

  const add = async (dropped: File[]) => {
    setRejected(false);
    for (const file of dropped.slice(0, room)) {
      const result = await upload({ proposalId: proposal.id, file });
      if ('error' in result) dispatch(setToastError(t('fileUploadFailed', { name: file.name, reason: failureMessage(result.error, t('fileRejected')) })));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('filesTitle')}
      </Title>
      {proposal.files.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('filesNone')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" aria-label={t('filesTitle')}>
          {proposal.files.map((file) => (
            <List.Item key={file.id}>
              <Group gap="xs" wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
                  onClick={() =>
                    void downloadProposalFile(proposal.id, file.id, file.name).catch((error: unknown) => dispatch(setToastError(failureMessage(error, t('fileDownloadFailed')))))
                  }
                >
                  {file.name}
                </Anchor>
                <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {formatSize(file.size, locale)}
                </Text>
                {editable && (
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('fileRemove', { name: file.name })} onClick={() => setDoomed(file)}>
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {editable && room > 0 && (
        <FileDrop
          onDrop={(dropped) => void add(dropped)}
          onReject={() => setRejected(true)}
          accept={PROJECT_FILE_TYPES}
          loading={uploading.isLoading}
          label={t('fileDrop')}
          inputLabel={t('fileChoose')}
          p="md"
        >
          <FileDropPrompt size="compact" title={t('fileDrop')} hint={t('fileHint', { max: MAX_PROPOSAL_FILES })} />
        </FileDrop>
      )}
      {rejected && (
        <Text size="xs" c="red.8" role="alert">
          {t('fileRejected')}
        </Text>
      )}
      <ConfirmModal
        opened={doomed !== null}
        onClose={() => setDoomed(null)}
        title={t('fileRemoveTitle')}
        body={t('fileRemoveBody', { name: doomed?.name ?? '' })}
        confirmLabel={t('fileRemoveConfirm')}
        loading={removing.isLoading}
        onConfirm={() => {
          if (!doomed) return;
          void remove({ proposal_id: proposal.id, file_id: doomed.id })
            .unwrap()
            .catch((error: unknown) => dispatch(setToastError(failureMessage(error, t('fileRemoveFailed')))))
            .finally(() => setDoomed(null));
        }}
      />
    </Stack>
  );
}
