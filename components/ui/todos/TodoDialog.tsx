import { useState } from 'react';
import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import type { TodoSubject } from '@/lib/schemas/todo-constants';
import { useGetProjectsQuery } from '@/store/api/projects';
import { useGetProjectTodosQuery } from '@/store/api/todos';
import { TodoForm } from './TodoForm';

/** How many projects the dashboard's dialog offers (the user's own and those shared with them to edit). */
const PROJECT_CHOICES = 100;

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The project, when made from it (a question, the project page); else the dialog asks which (the dashboard). */
  projectId?: string;
  subject?: TodoSubject;
  initialTitle?: string;
  /** What the to-do is about, shown above the form (a question's label). */
  context?: string;
}

/** The form to make a to-do by hand in a dialog, loaded on demand by the questionnaire and the dashboard. */
export function TodoDialog({ opened, onClose, projectId, subject, initialTitle, context }: Props) {
  const t = useTranslations('todos');
  const [chosen, setChosen] = useState<string | null>(null);
  const projects = useGetProjectsQuery({ page_size: PROJECT_CHOICES }, { skip: Boolean(projectId) || !opened });
  const writable = (projects.data?.items ?? []).filter((project) => project.access !== 'read');
  const target = projectId ?? chosen ?? (writable.length === 1 ? writable[0].id : null);
  const members = useGetProjectTodosQuery({ project_id: target ?? '', state: 'todo' }, { skip: !target || !opened });

  return (
    <Modal opened={opened} onClose={onClose} title={t('new')} size="lg" centered>
      <Stack gap="sm">
        {context && (
          <Text size="sm" c="gray.7">
            {t('about', { subject: context })}
          </Text>
        )}
        {!projectId &&
          (projects.isLoading ? (
            <Skeleton height={36} radius="sm" />
          ) : writable.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('noProject')}
            </Text>
          ) : (
            <Select
              label={t('project')}
              placeholder={t('projectPick')}
              allowDeselect={false}
              searchable
              value={target}
              onChange={setChosen}
              data={writable.map((project) => ({ value: project.id, label: project.name }))}
            />
          ))}
        {target && <TodoForm key={target} framed={false} projectId={target} members={members.data?.members ?? []} subject={subject} initialTitle={initialTitle} onDone={onClose} />}
      </Stack>
    </Modal>
  );
}

export default TodoDialog;
