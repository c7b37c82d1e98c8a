import { Alert, Button, Checkbox, Group, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { failureMessage } from '@/lib/api/failure-message';
import type { DataroomFolder } from '@/lib/schemas/dataroom';
import { useGrantDataroomFolderMutation } from '@/store/api/dataroom';

interface Props {
  requestId: string;
  folders: DataroomFolder[];
}

/** The end of the day a date input names, in UTC: access until that day's end. */
export function endOfDay(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T23:59:59.000Z` : null;
}

/** Opens one folder to the request's investor: with or without download, until a date or not. */
export function GrantForm({ requestId, folders }: Props) {
  const t = useTranslations('dataroom');
  const [grant, granting] = useGrantDataroomFolderMutation();
  const [folderId, setFolderId] = useState<string | null>(folders[0]?.id ?? null);
  const [canDownload, setCanDownload] = useState(false);
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldErrors();

  const submit = async () => {
    if (!folderId) return;
    setError(null);
    fields.clear();
    try {
      await grant({ request_id: requestId, folder_id: folderId, can_download: canDownload, expires_at: endOfDay(until) }).unwrap();
    } catch (failure) {
      if (!fields.take(failure)) setError(failureMessage(failure, t('saveFailed'))); // a refused date shows beside it
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" mt="sm" wrap="wrap">
        <Select label={t('grantFolder')} data={folders.map((folder) => ({ value: folder.id, label: folder.name }))} value={folderId} onChange={setFolderId} allowDeselect={false} />
        <TextInput type="date" label={t('grantUntil')} value={until} error={fields.errors.expires_at} onChange={(event) => setUntil(event.currentTarget.value)} />
        <Checkbox label={t('grantDownload')} checked={canDownload} onChange={(event) => setCanDownload(event.currentTarget.checked)} mb={8} />
        <Button type="submit" loading={granting.isLoading} disabled={!folderId}>
          {t('grant')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </form>
  );
}
