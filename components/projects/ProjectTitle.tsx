import { useState } from 'react';
import dynamic from 'next/dynamic';
import { ActionIcon, Group, Title } from '@mantine/core';
import { HintTooltip } from '@/components/ui/HintTooltip';
import { IconPencil } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import classes from './Projects.module.css';

// The form and its text field load when the pencil is first pointed at or focused, not with the page.
const loadRenameForm = () => import('./ProjectRenameForm');
const ProjectRenameForm = dynamic(loadRenameForm, { ssr: false });
const preloadRenameForm = () => void loadRenameForm().catch(() => undefined);

/** The project's name as its page title; who may edit renames it in place (`ProjectRenameForm`). */
export function ProjectTitle({ projectId, name, canRename }: { projectId: string; name: string; canRename: boolean }) {
  const t = useTranslations('projects');
  const [editing, setEditing] = useState(false);

  if (editing) return <ProjectRenameForm projectId={projectId} name={name} onDone={() => setEditing(false)} />;

  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Title order={1} size="h2" className={classes.title}>
        {name}
      </Title>
      {canRename && (
        <HintTooltip label={t('rename')} align="end">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('renameNamed', { name })}
            onPointerEnter={preloadRenameForm}
            onFocus={preloadRenameForm}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      )}
    </Group>
  );
}
