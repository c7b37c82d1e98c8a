import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLifebuoy } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useCreateSupportRequestMutation, useGetSupportRequestsQuery } from '@/store/api/project-support';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';

const STATUS_COLOR = { open: 'sand', answered: 'forest', closed: 'gray' } as const;

/** Ask the team for help about this project (`POST /support`) and see earlier requests and their answers. */
export function SupportPanel({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { data: requests } = useGetSupportRequestsQuery(projectId);
  const [createSupport, creation] = useCreateSupportRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (value) => (value.trim() ? null : t('supportSubjectRequired')),
      message: (value) => (value.trim() ? null : t('supportMessageRequired')),
    },
  });

  const send = async (values: { subject: string; message: string }) => {
    setFailure(null);
    try {
      await createSupport({ project_id: projectId, subject: values.subject.trim(), message: values.message.trim() }).unwrap();
      dispatch(setToast(t('supportSent')));
      form.reset();
    } catch (error) {
      setFailure(failureMessage(error, t('supportFailed')));
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="support-title">
        <Group gap="xs" mb={4}>
          <IconLifebuoy size={20} aria-hidden color="var(--mantine-color-forest-7)" />
          <Title order={2} size="h4" id="support-title">
            {t('supportTitle')}
          </Title>
        </Group>
        <Text size="sm" c="gray.7" mb="md">
          {t('supportBody')}
        </Text>
        <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
          <Stack>
            <TextInput label={t('supportSubject')} maxLength={160} required {...form.getInputProps('subject')} />
            <Textarea label={t('supportMessage')} autosize minRows={4} maxRows={12} maxLength={5000} required {...form.getInputProps('message')} />
            {failure && (
              <Text size="sm" c="red.8" role="alert">
                {failure}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={creation.isLoading}>
                {t('supportSend')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <section aria-labelledby="support-history">
        <Title order={2} size="h5" id="support-history" mb="sm">
          {t('supportHistory')}
        </Title>
        {!requests || requests.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('supportNone')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {requests.map((item) => (
              <Paper key={item.id} withBorder radius="md" p="sm" component="li">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text size="sm" fw={600}>
                    {item.subject}
                  </Text>
                  <Badge size="sm" variant="light" color={STATUS_COLOR[item.status]} c={item.status === 'open' ? 'sand.9' : undefined}>
                    {t(`supportStatus.${item.status}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="gray.7" mb={4}>
                  {format.dateTime(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
                <Text size="sm" lineClamp={3}>
                  {item.message}
                </Text>
                {item.answer && (
                  <Text size="sm" mt="xs" p="xs" bg="forest.0" style={{ borderRadius: 8 }}>
                    <strong>{t('supportAnswer')}</strong> {item.answer}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </section>
    </SimpleGrid>
  );
}
