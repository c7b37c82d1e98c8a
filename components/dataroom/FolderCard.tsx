import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MultiSelect } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { Dataroom, DataroomFolder } from '@/lib/schemas/dataroom';
import { isDownloadOnlyType, WATERMARKED_TYPES } from '@/lib/schemas/dataroom-constants';
import { useChangeDataroomMutation, useDeleteDataroomItemMutation } from '@/store/api/dataroom';
import { useGetProjectFilesQuery } from '@/store/api/project-files';
import { FileLabel } from './FileLabel';
import { FolderTools } from './FolderTools';

interface Props {
  folder: DataroomFolder;
  room: Dataroom;
  onPreview: (fileId: string) => void;
}

const VIEWABLE: readonly string[] = WATERMARKED_TYPES;

/** One folder on the developer's side: its documents (preview, remove), an upload, and project files to add. */
export function FolderCard({ folder, room, onPreview }: Props) {
  const t = useTranslations('dataroom');
  const projectFiles = useGetProjectFilesQuery(room.project_id ?? '', { skip: !room.can_manage || !room.project_id });
  const [change, changing] = useChangeDataroomMutation();
  const [remove] = useDeleteDataroomItemMutation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const inFolder = new Set(folder.files.map((file) => file.name));
  const choices = (projectFiles.data ?? [])
    .filter((file) => (VIEWABLE.includes(file.content_type) || (folder.allows_downloads && isDownloadOnlyType(file.content_type))) && !inFolder.has(file.name))
    .map((file) => ({ value: file.id, label: file.name }));

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure, t('saveFailed')));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={`folder-${folder.id}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id={`folder-${folder.id}`}>
          {folder.name}
        </Title>
        {room.can_manage && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => void act(() => remove({ folder_id: folder.id }).unwrap())}>
            {t('deleteFolder')}
          </Button>
        )}
      </Group>
      <Stack gap={4} mb="sm">
        {folder.files.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('emptyFolder')}
          </Text>
        )}
        {folder.files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap">
            <Button variant="subtle" size="compact-sm" onClick={() => onPreview(file.id)}>
              <FileLabel file={file} />
            </Button>
            {room.can_manage && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t('removeFile', { name: file.name })}
                onClick={() => void act(() => remove({ file_id: file.id }).unwrap())}
              >
                {t('remove')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {room.can_manage && <FolderTools folder={folder} room={room} />}
      {room.can_manage && (
        <Group align="flex-end" wrap="wrap">
          <MultiSelect label={t('addProjectFiles')} data={choices} value={chosen} onChange={setChosen} searchable w={260} />
          <Button
            variant="light"
            loading={changing.isLoading}
            disabled={chosen.length === 0}
            onClick={() =>
              void act(async () => {
                await change({ action: 'add_project_files', folder_id: folder.id, project_file_ids: chosen }).unwrap();
                setChosen([]);
              })
            }
          >
            {t('add')}
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </Paper>
  );
}
