import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { TODO_PRIORITIES, type TodoPriority, type TodoSubject } from '@/lib/schemas/todo-constants';
import { useCreateTodoMutation } from '@/store/api/todos';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';

interface Props {
  projectId: string;
  members: { id: string; name: string }[];
  /** What the to-do is about, when made from a question. */
  subject?: TodoSubject;
  initialTitle?: string;
  onDone?: () => void;
  /** In its own card with a heading (the to-dos tab); bare inside a dialog, which has its own title. */
  framed?: boolean;
}

/** A to-do made by hand: title, due date, priority and assignee (a member of the project). */
export function TodoForm({ projectId, members, subject, initialTitle = '', onDone, framed = true }: Props) {
  const t = useTranslations('todos');
  const dispatch = useAppDispatch();
  const [createTodo, creation] = useCreateTodoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: initialTitle, description: '', due_date: '', priority: 'normal' as TodoPriority, assignee: 'none' },
    validate: { title: (value) => (value.trim() ? null : t('titleRequired')) },
  });

  const send = async (values: typeof form.values) => {
    setFailure(null);
    try {
      await createTodo({
        project_id: projectId,
        title: values.title.trim(),
        description: values.description.trim(),
        due_date: values.due_date || null,
        priority: values.priority,
        assignee_id: values.assignee === 'none' ? null : values.assignee,
        subject: subject ?? null,
      }).unwrap();
      dispatch(setToast(t('created')));
      form.reset();
      onDone?.();
    } catch (error) {
      setFailure(failureMessage(error, t('createFailed')));
    }
  };

  const fields = (
    <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={t('newTitle')} maxLength={200} required {...form.getInputProps('title')} />
        <Textarea label={t('description')} maxLength={4000} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput type="date" label={t('due')} {...form.getInputProps('due_date')} />
          <Select
            label={t('priority')}
            allowDeselect={false}
            data={TODO_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
            {...form.getInputProps('priority')}
          />
          <Select
            label={t('assignee')}
            allowDeselect={false}
            data={[{ value: 'none', label: t('unassigned') }, ...members.map((member) => ({ value: member.id, label: member.name }))]}
            {...form.getInputProps('assignee')}
          />
        </SimpleGrid>
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={creation.isLoading}>
            {t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  if (!framed) return fields;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="todo-new">
      <Title order={2} size="h5" id="todo-new" mb="sm">
        {t('new')}
      </Title>
      {fields}
    </Paper>
  );
}
