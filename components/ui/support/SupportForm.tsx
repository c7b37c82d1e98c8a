import { useState } from 'react';
import { Button, FileInput, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PAGE_MAX, SUPPORT_SUBJECT_MAX } from '@/lib/schemas/support-constants';
import type { SupportRequest } from '@/lib/schemas/support';
import { useSendSupportRequestMutation } from '@/store/api/support';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';

export interface SupportFormProps {
  /** The page the request is sent from (its path). */
  page?: string;
  /** The project it is about, when sent from one. */
  projectId?: string;
  onSent?: (request: SupportRequest) => void;
}

/** A support request (issue 24, item 6): subject, message, one file; the page and the project go with it. */
export function SupportForm({ page, projectId, onSent }: SupportFormProps) {
  const t = useTranslations('support');
  const dispatch = useAppDispatch();
  const [sendRequest, sending] = useSendSupportRequestMutation();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (value) => (value.trim() ? null : t('subjectRequired')),
      message: (value) => (value.trim() ? null : t('messageRequired')),
    },
  });

  const send = async (values: { subject: string; message: string }) => {
    setFailure(null);
    try {
      const sent = await sendRequest({
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(page ? { page: page.slice(0, SUPPORT_PAGE_MAX) } : {}),
        ...(projectId ? { project_id: projectId } : {}),
        file,
      }).unwrap();
      dispatch(setToast(t('sent')));
      form.reset();
      setFile(null);
      onSent?.(sent);
    } catch (error) {
      setFailure(failureMessage(error, t('failed')));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
      <Stack>
        <TextInput label={t('subject')} maxLength={SUPPORT_SUBJECT_MAX} required {...form.getInputProps('subject')} />
        <Textarea label={t('message')} autosize minRows={4} maxRows={10} maxLength={SUPPORT_MESSAGE_MAX} required {...form.getInputProps('message')} />
        <FileInput label={t('file')} value={file} onChange={setFile} clearable />
        {page && (
          <Text size="xs" c="gray.7">
            {t('fromPage', { page })}
          </Text>
        )}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending.isLoading}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
