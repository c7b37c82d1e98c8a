import { Alert, Button, Group, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { DataroomDocument } from '@/lib/schemas/dataroom';
import { downloadDataroomFile } from '@/store/api/dataroom';

/** The document's name, its download where allowed, and the way back to the folders. */
export function ViewerHeader({ document, fileId, onClose }: { document: DataroomDocument | undefined; fileId: string; onClose: () => void }) {
  const t = useTranslations('dataroom');
  const plus = useTranslations('dataroomPlus.files');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadDataroomFile(fileId, document?.name.split('/').pop() ?? 'document.pdf');
    } catch (error) {
      setDownloadError(failureMessage(error, t('downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="viewer-title" style={{ overflowWrap: 'anywhere' }}>
          {document?.name ?? t('loading')}
        </Title>
        <Group gap="xs">
          {document?.can_download && (
            <Button variant="light" size="sm" onClick={() => void download()} loading={downloading}>
              {document.download_only ? plus('downloadOriginal') : t('download')}
            </Button>
          )}
          <Button variant="subtle" size="sm" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Group>
      {downloadError && (
        <Alert color="red" mb="sm">
          {downloadError}
        </Alert>
      )}
    </>
  );
}
