import { Badge, Table } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FileCheck, FileState } from '@/lib/schemas/monitoring-package';

const STATE_COLORS: Record<FileState, string> = { intact: 'green.9', altered: 'red.9', missing: 'orange.9' };

/**
 * The stored files, each intact, altered or missing. A module of its own, loaded apart from the page: Mantine's Table
 * brings its ScrollArea, and with it floating-ui (~19 kB gzipped).
 */
export function VerifyFilesTable({ files }: { files: FileCheck[] }) {
  const t = useTranslations('monitoringPackage.verify');
  return (
    <Table.ScrollContainer minWidth={520} tabIndex={0} aria-label={t('caption')}>
      <Table striped>
        <Table.Caption>{t('caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('file')}</Table.Th>
            <Table.Th>{t('state')}</Table.Th>
            <Table.Th>{t('expected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.artefact_id}>
              <Table.Td>{file.file_name}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLORS[file.state]} variant="filled">
                  {t(`states.${file.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {file.expected_sha256.slice(0, 16)}…
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
