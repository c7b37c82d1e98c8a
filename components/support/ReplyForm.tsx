import { useState } from 'react';
import { Button, Checkbox, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { SUPPORT_MESSAGE_MAX } from '@/lib/schemas/support-constants';

export interface ReplyValues {
  message: string;
  file: File | null;
  internal: boolean;
}

/** A reply in a thread, with one file; staff may make it an internal note. */
export function ReplyForm({ onSend, staff = false, busy }: { onSend: (values: ReplyValues) => Promise<void>; staff?: boolean; busy: boolean }) {
  const t = useTranslations('support');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [internal, setInternal] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!message.trim()) return setFailure(t('messageRequired'));
    setFailure(null);
    try {
      await onSend({ message: message.trim(), file, internal });
      setMessage('');
      setFile(null);
      setInternal(false);
    } catch (error) {
      setFailure(failureMessage(error, t('failed')));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Textarea
          label={t('reply')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <FileInput label={t('file')} value={file} onChange={setFile} clearable />
        {staff && <Checkbox label={t('internal')} checked={internal} onChange={(event) => setInternal(event.currentTarget.checked)} />}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {staff ? t('staffSend') : t('replySend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
