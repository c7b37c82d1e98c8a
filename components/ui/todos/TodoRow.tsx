import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { assessmentHref, projectHref } from '@/lib/page-routes/projects';
import { TODO_STATES, type TodoState } from '@/lib/schemas/todo-constants';
import type { Todo } from '@/lib/schemas/todos';
import Link from '@/components/ui/Link';

const STATE_COLOR: Record<TodoState, string> = { todo: 'sand', in_progress: 'blue', done: 'forest', cancelled: 'gray' };

interface Props {
  todo: Todo;
  /** Present where the viewer may change it: a new state, or a new assignee. */
  onChange?: (changes: { state?: TodoState; assignee_id?: string | null }) => void;
  members?: { id: string; name: string }[];
  /** On "My to-dos": the project's name, linking to its to-dos. */
  showProject?: boolean;
}

/**
 * One to-do: its title, state, due date, assignee and what it is about. The two pickers are native selects: a
 * computed project lists some seventy to-dos, and a phone shows its own picker.
 */
export function TodoRow({ todo, onChange, members, showProject }: Props) {
  const t = useTranslations('todos');
  const format = useFormatter();
  const due = todo.due_date ? t('dueOn', { date: format.dateTime(new Date(`${todo.due_date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) }) : t('noDue');
  const subject = todo.subject;
  const question = subject?.kind === 'question' && subject.assessment_id ? assessmentHref(todo.project_id, subject.assessment_id, { question: subject.id }) : null;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="todo" data-state={todo.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
            {todo.title}
          </Text>
          {onChange ? (
            <NativeSelect
              aria-label={`${t('state')}: ${todo.title}`}
              size="xs"
              w={150}
              value={todo.state}
              data={TODO_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
              onChange={(event) => onChange({ state: event.currentTarget.value as TodoState })}
            />
          ) : (
            <Badge color={STATE_COLOR[todo.state]} variant="light">
              {t(`states.${todo.state}`)}
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="gray.7">
            {due}
          </Text>
          <Badge size="sm" variant="outline" color={todo.priority === 'high' ? 'red' : 'gray'}>
            {t(`priorities.${todo.priority}`)}
          </Badge>
          {showProject && (
            <Anchor component={Link} href={projectHref(todo.project_id, 'todos')} size="sm">
              {todo.project_name}
            </Anchor>
          )}
          {question && (
            <Anchor component={Link} href={question} size="sm">
              {t('openQuestion')}
            </Anchor>
          )}
        </Group>
        {onChange && members ? (
          <NativeSelect
            aria-label={`${t('assignee')}: ${todo.title}`}
            size="xs"
            maw={260}
            value={todo.assignee?.id ?? 'none'}
            data={[{ value: 'none', label: t('unassigned') }, ...members.map((member) => ({ value: member.id, label: member.name }))]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ assignee_id: value === 'none' ? null : value });
            }}
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('assignee')}: {todo.assignee?.name ?? t('unassigned')}
          </Text>
        )}
        {todo.closed_note && (
          <Text size="xs" c="gray.7" data-testid="todo-note">
            {t(`note.${todo.closed_note as 'gap_answered' | 'gap_gone_at_compute' | 'gap_back'}`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
