import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useUpdateProjectMutation } from '@/store/api/project-changes';
import { failureMessage } from '@/lib/api/failure-message';

export interface ProjectRenameFormProps {
  projectId: string;
  name: string;
  /** Called when the name is saved (or left as it was) and when the user cancels. */
  onDone: () => void;
}

/** Renames a project in place: Enter saves, Escape cancels; an empty name is refused beside the field. */
export function ProjectRenameForm({ projectId, name, onDone }: ProjectRenameFormProps) {
  const t = useTranslations('projects');
  const [draft, setDraft] = useState(name);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateProject, { isLoading }] = useUpdateProjectMutation();

  const save = async () => {
    const next = draft.trim();
    if (!next) {
      setFailure(t('nameRequired'));
      return;
    }
    if (next === name) {
      onDone();
      return;
    }
    try {
      await updateProject({ id: projectId, name: next }).unwrap();
      onDone();
    } catch (error) {
      setFailure(failureMessage(error, t('renameFailed')));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          aria-label={t('projectName')}
          maxLength={120}
          size="md"
          autoFocus
          error={failure ?? undefined}
          style={{ flex: '1 1 18rem' }}
        />
        <Button type="submit" loading={isLoading} size="md">
          {t('save')}
        </Button>
        <Button variant="default" size="md" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Group>
    </form>
  );
}

export default ProjectRenameForm;
