import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { IconDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { openTodosFilter, TODO_STATES, type TodoState } from '@/lib/schemas/todo-constants';
import { downloadTodosCsv, useGetProjectTodosQuery, useUpdateTodoMutation, type ProjectTodosFilter } from '@/store/api/todos';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';
import { TodoForm } from './TodoForm';
import { TodoRow } from './TodoRow';

/**
 * A project's to-dos: filtered by state, assignee and due date, changed in place, exported as CSV. The tab's
 * introduction is the project page's (ProjectTabs), drawn with the page.
 */
export function TodosPanel({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const t = useTranslations('todos');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<string>('open');
  const [assignee, setAssignee] = useState<string>('any');
  const [dueBefore, setDueBefore] = useState('');
  // The list and the CSV export read the same filter: what is on screen is what is exported.
  const filter: ProjectTodosFilter = {
    ...(state === 'open' ? openTodosFilter(projectId) : { project_id: projectId, ...(state !== 'all' ? { state: state as TodoState } : {}) }),
    ...(assignee !== 'any' ? { assignee } : {}),
    ...(dueBefore ? { due_before: dueBefore } : {}),
  };
  const { data, isLoading } = useGetProjectTodosQuery(filter);
  const [updateTodo] = useUpdateTodoMutation();
  const members = data?.members ?? [];
  const items = data?.items ?? [];
  const fail = (error: unknown, fallback: string) => dispatch(setToast(failureMessage(error, fallback)));

  return (
    <Stack gap="md">
      {canEdit && <TodoForm projectId={projectId} members={members} />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('state')}
          w={170}
          allowDeselect={false}
          value={state}
          onChange={(value) => setState(value ?? 'open')}
          data={[
            { value: 'open', label: `${t('states.todo')} / ${t('states.in_progress')}` },
            { value: 'all', label: t('allStates') },
            ...TODO_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
          ]}
        />
        <Select
          label={t('assignee')}
          w={190}
          allowDeselect={false}
          value={assignee}
          onChange={(value) => setAssignee(value ?? 'any')}
          data={[{ value: 'any', label: t('anyone') }, { value: 'none', label: t('unassigned') }, ...members.map((member) => ({ value: member.id, label: member.name }))]}
        />
        <TextInput type="date" label={t('dueBefore')} w={180} value={dueBefore} onChange={(event) => setDueBefore(event.currentTarget.value)} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadTodosCsv(filter).catch((error: unknown) => fail(error, t('exportFailed')))}
        >
          {t('export')}
        </Button>
      </Group>
      {isLoading ? (
        <Skeleton height={120} radius="md" />
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('title')}>
          {items.map((todo) => (
            <TodoRow
              key={todo.id}
              todo={todo}
              members={members}
              onChange={
                canEdit
                  ? (changes) =>
                      void updateTodo({ id: todo.id, project_id: projectId, ...changes })
                        .unwrap()
                        .catch((error: unknown) => fail(error, t('updateFailed')))
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default TodosPanel;
