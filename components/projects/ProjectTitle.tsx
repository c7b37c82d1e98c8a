import { useState } from 'react';
import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core';
import { HintTooltip } from '@/components/ui/HintTooltip';
import { IconPencil } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useUpdateProjectMutation } from '@/store/api/projects';
import { failureMessage } from '@/lib/api/api-error';
import classes from './Projects.module.css';

/** The project's name as its page title; who may edit renames it in place (Enter saves, Escape cancels). */
export function ProjectTitle({ projectId, name, canRename }: { projectId: string; name: string; canRename: boolean }) {
  const t = useTranslations('projects');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateProject, { isLoading }] = useUpdateProjectMutation();

  const start = () => {
    setDraft(name);
    setFailure(null);
    setEditing(true);
  };

  const save = async () => {
    const next = draft.trim();
    if (!next) {
      setFailure(t('nameRequired'));
      return;
    }
    if (next === name) {
      setEditing(false);
      return;
    }
    try {
      await updateProject({ id: projectId, name: next }).unwrap();
      setEditing(false);
    } catch (error) {
      setFailure(failureMessage(error, t('renameFailed')));
    }
  };

  if (editing) {
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
              if (event.key === 'Escape') setEditing(false);
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
          <Button variant="default" size="md" onClick={() => setEditing(false)}>
            {t('cancel')}
          </Button>
        </Group>
      </form>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Title order={1} size="h2" className={classes.title}>
        {name}
      </Title>
      {canRename && (
        <HintTooltip label={t('rename')} align="end">
          <ActionIcon variant="subtle" size="lg" aria-label={t('renameNamed', { name })} onClick={start}>
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      )}
    </Group>
  );
}
