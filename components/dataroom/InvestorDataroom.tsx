import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Dataroom } from '@/lib/schemas/dataroom';
import { useGetDataroomQuery } from '@/store/api/dataroom';
import classes from './Dataroom.module.css';
import { DocumentViewer } from './DocumentViewer';
import { FileLabel } from './FileLabel';
import { FolderArchiveButton } from './FolderArchiveButton';
import { GoneFolders, ROOM_REFRESH_MS } from './GoneFolders';
import { loadPdfJs } from './pdf-renderer';
import { useViewerAddress } from './use-viewer-address';

/**
 * The folders granted to the investor, their documents, and the viewer of the one opened. The open document and its
 * page live in the address; the folders are read again now and then, and a folder that went says why.
 */
export function InvestorDataroom({ room }: { room: Dataroom }) {
  const t = useTranslations('dataroom');
  const format = useFormatter();
  const address = useViewerAddress();
  useGetDataroomQuery(room.opportunity_id, { pollingInterval: ROOM_REFRESH_MS, skipPollingIfUnfocused: true });
  // pdf.js and its worker load while the investor picks a document, so that the first page is drawn without waiting for them.
  useEffect(() => {
    void loadPdfJs().catch(() => undefined);
  }, []);
  if (address.file) {
    return <DocumentViewer key={address.file} fileId={address.file} initialPage={address.page} onPageChange={address.setPage} onClose={address.close} />;
  }
  return (
    <Stack gap="md">
      <GoneFolders opportunityId={room.opportunity_id} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {room.folders.map((folder) => (
          <Paper key={folder.id} component="section" withBorder radius="md" p="md" aria-labelledby={`folder-${folder.id}`}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4" id={`folder-${folder.id}`}>
                {folder.name}
              </Title>
              <Badge variant="filled" color={folder.can_download ? 'teal.9' : 'gray.7'}>
                {folder.can_download ? t('downloadAllowed') : t('viewOnly')}
              </Badge>
            </Group>
            {folder.expires_at && (
              <Text size="xs" c="gray.7" mb="xs">
                {t('until', { date: format.dateTime(new Date(folder.expires_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
              </Text>
            )}
            <Stack gap={4}>
              {folder.files.length === 0 && (
                <Text size="sm" c="gray.7">
                  {t('emptyFolder')}
                </Text>
              )}
              {folder.files.map((file) => (
                <Button key={file.id} variant="subtle" className={classes.fileButton} onClick={() => address.open(file.id)}>
                  <FileLabel file={file} />
                </Button>
              ))}
            </Stack>
            {folder.can_download && folder.files.length > 0 && <FolderArchiveButton folder={folder} />}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
