import { Alert, Paper } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { DataroomDocument } from '@/lib/schemas/dataroom';
import { ViewerHeader } from './ViewerHeader';

/** A Word, Excel or PowerPoint file: no page to show, only the download where allowed, and why (requirements ). */
export function DownloadOnlyDocument({ document, onClose }: { document: DataroomDocument; onClose: () => void }) {
  const t = useTranslations('dataroomPlus.files');
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="viewer-title">
      <ViewerHeader document={document} fileId={document.id} onClose={onClose} />
      <Alert color={document.can_download ? 'blue' : 'gray'}>{document.can_download ? t('downloadOnlyNote') : t('downloadOnlyBlocked')}</Alert>
    </Paper>
  );
}
