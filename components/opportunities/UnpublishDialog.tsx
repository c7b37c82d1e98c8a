import { Alert, List, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { useDecidePublicationMutation } from '@/store/api/opportunities';

export interface UnpublishDialogProps {
  publicationId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The question staff answer before a listed opportunity leaves the list: what follows, and the reason the developer
 * reads in a mail. A module of its own (Mantine's Modal brings its ScrollArea and floating-ui), loaded on demand.
 */
export function UnpublishDialog({ publicationId, title, opened, onClose }: UnpublishDialogProps) {
  const t = useTranslations('opportunities.unpublish');
  const tv = useTranslations('validation');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, deciding] = useDecidePublicationMutation();

  const confirm = async () => {
    setError(null);
    try {
      await decide({ publication_id: publicationId, decision: 'unpublish', reason: reason.trim() }).unwrap();
      onClose();
    } catch (failure) {
      setError(fieldErrorsOf(failure, (key, values) => tv(key, values)).reason ?? failureMessage(failure, t('failed')));
    }
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('title', { title })}
      confirmLabel={t('confirm')}
      loading={deciding.isLoading}
      onConfirm={() => (reason.trim() ? void confirm() : setError(tv('required')))}
      body={
        <Stack gap="xs">
          <Text size="sm">{t('consequences')}</Text>
          <List size="sm">
            <List.Item>{t('offList')}</List.Item>
            <List.Item>{t('dataRooms')}</List.Item>
            <List.Item>{t('signed')}</List.Item>
            <List.Item>{t('mail')}</List.Item>
          </List>
          <Textarea
            label={t('reason')}
            required
            autosize
            minRows={2}
            maxLength={2000}
            value={reason}
            error={error && !reason.trim() ? error : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {error && reason.trim() && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      }
    />
  );
}
