import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ProjectFile } from '@/lib/schemas/projects';
import { formatSize } from '@/components/ui/file-types';

export interface FilesTableProps {
  files: ProjectFile[];
  canEdit: boolean;
  onDownload: (file: ProjectFile) => void;
  onDelete: (file: ProjectFile) => void;
}

/** The project's files: name, size, who uploaded each and when; download, and delete for those who may edit. */
export function FilesTable({ files, canEdit, onDownload, onDelete }: FilesTableProps) {
  const t = useTranslations('projects');
  const language = useLocale();
  const format = useFormatter();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{t('filesCaption', { count: files.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fileName')}</Table.Th>
            <Table.Th scope="col">{t('fileSize')}</Table.Th>
            <Table.Th scope="col">{t('fileUploadedBy')}</Table.Th>
            <Table.Th scope="col">{t('fileUploadedAt')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('fileActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatSize(file.size, language)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{file.uploaded_by.name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.dateTime(new Date(file.uploaded_at), { dateStyle: 'medium' })}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('fileDownload')} withArrow>
                    <ActionIcon variant="subtle" aria-label={t('fileDownloadNamed', { name: file.name })} onClick={() => onDownload(file)}>
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {canEdit && (
                    <Tooltip label={t('fileDelete')} withArrow>
                      <ActionIcon variant="subtle" color="red" aria-label={t('fileDeleteNamed', { name: file.name })} onClick={() => onDelete(file)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
