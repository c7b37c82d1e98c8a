import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsExchange, IconMail } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useGetOwnershipQuery } from '@/store/api/projects';
import { useCancelOwnershipMutation, useRequestOwnershipMutation } from '@/store/api/project-changes';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Ownership transfer (owner only): ask another user, by e-mail, to become the owner (`POST /ownership`); the
 * request waits for them to accept on their dashboard and can be cancelled meanwhile (`DELETE /ownership`).
 */
export function OwnershipPanel({ projectId, projectName }: { projectId: string; projectName: string }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { data } = useGetOwnershipQuery();
  const [requestOwnership, requesting] = useRequestOwnershipMutation();
  const [cancelOwnership, cancelling] = useCancelOwnershipMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = (data?.outgoing ?? []).filter((transfer) => transfer.project.id === projectId && transfer.status === 'pending');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => (EMAIL.test(value.trim()) ? null : t('emailInvalid')) },
  });

  const send = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      await requestOwnership({ project_id: projectId, email: email.trim() }).unwrap();
      dispatch(setToast(t('transferRequested', { email: email.trim() })));
      form.reset();
    } catch (error) {
      setFailure(failureMessage(error, t('transferFailed')));
    }
  };

  const cancel = async (id: string) => {
    try {
      await cancelOwnership({ id }).unwrap();
      dispatch(setToast(t('transferCancelled')));
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('transferFailed'))));
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="ownership-title">
      <Title order={2} size="h4" id="ownership-title" mb={4}>
        {t('transferTitle')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('transferBody', { name: projectName })}
      </Text>
      {pending.length > 0 ? (
        <Stack gap="xs">
          {pending.map((transfer) => (
            <Alert key={transfer.id} color="sand" variant="light" icon={<IconArrowsExchange size={18} aria-hidden />}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  {t('transferPending', {
                    email: transfer.to_email,
                    date: format.dateTime(new Date(transfer.created_at), { dateStyle: 'medium' }),
                  })}
                </Text>
                <Button size="xs" variant="white" color="red" loading={cancelling.isLoading} onClick={() => void cancel(transfer.id)}>
                  {t('transferCancel')}
                </Button>
              </Group>
            </Alert>
          ))}
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t('transferEmail')}
              placeholder="name@example.org"
              leftSection={<IconMail size={16} aria-hidden />}
              style={{ flex: '1 1 16rem' }}
              {...form.getInputProps('email')}
            />
            <Button type="submit" variant="light" loading={requesting.isLoading}>
              {t('transferSend')}
            </Button>
          </Group>
          {failure && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              {failure}
            </Text>
          )}
        </form>
      )}
    </Paper>
  );
}
