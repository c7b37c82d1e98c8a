import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconMail } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { ShareRight } from '@/lib/schemas/projects';
import { useCreateShareMutation } from '@/store/api/project-sharing';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';
import { RightControl } from './ShareRights';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ShareFormCardProps {
  id: string;
  title: string;
  body: string;
  error: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submit: ReactNode;
  children: ReactNode;
}

/** One of the two sharing forms: a titled card, its fields, the failure of the last attempt and the submit button. */
function ShareFormCard({ id, title, body, error, onSubmit, submit, children }: ShareFormCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {body}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">{submit}</Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Invites someone by e-mail to read or edit the project. */
export function InviteForm({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  const [createShare, creation] = useCreateShareMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', right: 'read' as ShareRight },
    validate: { email: (value) => (EMAIL.test(value.trim()) ? null : t('emailInvalid')) },
  });
  const send = async (values: { email: string; right: ShareRight }) => {
    setError(null);
    try {
      await createShare({ kind: 'invite', project_id: projectId, email: values.email.trim(), right: values.right }).unwrap();
      dispatch(setToast(t('inviteSent', { email: values.email.trim() })));
      form.reset();
    } catch (failure) {
      setError(failureMessage(failure, t('shareFailed')));
    }
  };
  return (
    <ShareFormCard
      id="share-invite"
      title={t('inviteTitle')}
      body={t('inviteBody')}
      error={error}
      onSubmit={form.onSubmit((values) => void send(values))}
      submit={
        <Button type="submit" loading={creation.isLoading}>
          {t('inviteSend')}
        </Button>
      }
    >
      <TextInput
        type="email"
        label={t('inviteEmail')}
        placeholder="name@example.org"
        leftSection={<IconMail size={16} aria-hidden />}
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <RightControl label="invite" rights={['read', 'edit', 'verifier', 'field']} value={form.values.right} onChange={(right) => form.setFieldValue('right', right)} />
    </ShareFormCard>
  );
}

/** Creates an access key; `onCreated` receives its secret, which the server shows this once. */
export function AccessKeyForm({ projectId, onCreated }: { projectId: string; onCreated: (secret: { key: string; label: string }) => void }) {
  const t = useTranslations('projects');
  const [createShare, creation] = useCreateShareMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { label: '', right: 'read' as ShareRight },
    validate: { label: (value) => (value.trim() ? null : t('keyLabelRequired')) },
  });
  const create = async (values: { label: string; right: ShareRight }) => {
    setError(null);
    try {
      const created = await createShare({ kind: 'access_key', project_id: projectId, label: values.label.trim(), right: values.right }).unwrap();
      if (created.kind === 'access_key') onCreated({ key: created.key, label: created.access_key.label });
      form.reset();
    } catch (failure) {
      setError(failureMessage(failure, t('shareFailed')));
    }
  };
  return (
    <ShareFormCard
      id="share-key"
      title={t('keyTitle')}
      body={t('keyBody')}
      error={error}
      onSubmit={form.onSubmit((values) => void create(values))}
      submit={
        <Button type="submit" leftSection={<IconKey size={16} aria-hidden />} loading={creation.isLoading}>
          {t('keyCreate')}
        </Button>
      }
    >
      <TextInput label={t('keyLabel')} placeholder={t('keyLabelPlaceholder')} maxLength={80} {...form.getInputProps('label')} />
      <RightControl label="key" value={form.values.right} onChange={(right) => form.setFieldValue('right', right)} />
    </ShareFormCard>
  );
}
