import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { Dataroom } from '@/lib/schemas/dataroom';
import { useChangeDataroomMutation } from '@/store/api/dataroom';
import { DocumentViewer } from './DocumentViewer';
import { FolderCard } from './FolderCard';
import { RequestsPanel } from './RequestsPanel';

/** The developer's side: folders and their documents, a preview of any page, and the investors' requests with their grants. */
export function DataroomManager({ room }: { room: Dataroom }) {
  const t = useTranslations('dataroom');
  const [change, changing] = useChangeDataroomMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const create = async () => {
    setError(null);
    try {
      await change({ action: 'create_folder', opportunity_id: room.opportunity_id, name: name.trim() }).unwrap();
      setName('');
    } catch (failure) {
      setError(failureMessage(failure, t('saveFailed')));
    }
  };

  if (preview) return <DocumentViewer key={preview} fileId={preview} onClose={() => setPreview(null)} />;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('foldersTitle')}
      </Title>
      {room.can_manage && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) void create();
          }}
        >
          <Group align="flex-end">
            <TextInput label={t('folderName')} value={name} maxLength={120} onChange={(event) => setName(event.currentTarget.value)} error={error} />
            <Button type="submit" loading={changing.isLoading} disabled={!name.trim()}>
              {t('createFolder')}
            </Button>
          </Group>
        </form>
      )}
      {room.folders.length === 0 && <Alert color="blue">{t('noFolders')}</Alert>}
      {room.folders.map((folder) => (
        <FolderCard key={folder.id} folder={folder} room={room} onPreview={setPreview} />
      ))}
      <RequestsPanel room={room} />
    </Stack>
  );
}
