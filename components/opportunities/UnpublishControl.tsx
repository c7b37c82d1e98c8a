import { Alert, Button, List, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { useDecidePublicationMutation } from '@/store/api/opportunities';

/**
 * Staff take a listed opportunity off the list (requirements ): asked first, with what follows said, and a
 * reason the developer reads in a mail.
 */
export function UnpublishControl({ publicationId, title }: { publicationId: string; title: string }) {
  const t = useTranslations('opportunities.unpublish');
  const tv = useTranslations('validation');
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, deciding] = useDecidePublicationMutation();

  const confirm = async () => {
    setError(null);
    try {
      await decide({ publication_id: publicationId, decision: 'unpublish', reason: reason.trim() }).unwrap();
      setOpened(false);
    } catch (failure) {
      setError(fieldErrorsOf(failure, (key, values) => tv(key, values)).reason ?? failureMessage(failure, t('failed')));
    }
  };

  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        {t('open')}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
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
    </>
  );
}
