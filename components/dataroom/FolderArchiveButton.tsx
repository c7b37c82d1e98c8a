import { Alert, Button } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { DataroomFolder } from '@/lib/schemas/dataroom';
import { downloadDataroomFolder } from '@/store/api/dataroom';

/** The whole folder as one ZIP archive, its PDFs watermarked (requirements ); shown only where downloads are allowed. */
export function FolderArchiveButton({ folder }: { folder: Pick<DataroomFolder, 'id' | 'name'> }) {
  const t = useTranslations('dataroomPlus.files');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadDataroomFolder(folder.id, folder.name);
    } catch (failure) {
      setError(failureMessage(failure, t('folderFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button mt="sm" variant="light" size="sm" leftSection={<IconFileZip size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
        {t('downloadFolder')}
      </Button>
      {error && (
        <Alert color="red" mt="xs" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
