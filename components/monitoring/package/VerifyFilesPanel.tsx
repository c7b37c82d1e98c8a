import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { FileState } from '@/lib/schemas/monitoring-package';
import { useLazyVerifyMonitoringFilesQuery } from '@/store/api/monitoring-package';

const STATE_COLORS: Record<FileState, string> = { intact: 'green.9', altered: 'red.9', missing: 'orange.9' };

/** "Verify files": every stored file hashed again on the server, shown intact, altered or missing. */
export function VerifyFilesPanel({ monitoringId }: { monitoringId: string }) {
  const t = useTranslations('monitoringPackage.verify');
  const [verify, result] = useLazyVerifyMonitoringFilesQuery();
  const data = result.data;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="verify-files-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="verify-files-title">
            {t('title')}
          </Title>
          <Button leftSection={<IconShieldCheck size={18} aria-hidden />} loading={result.isFetching} onClick={() => void verify(monitoringId)}>
            {t('run')}
          </Button>
        </Group>
        <Text c="gray.7">{t('intro')}</Text>
        {result.error && <Alert color="red">{failureMessage(result.error, t('failed'))}</Alert>}
        {data && (
          <Text fw={600} role="status">
            {t('summary', { intact: data.intact, altered: data.altered, missing: data.missing })}
          </Text>
        )}
        {data && data.files.length === 0 && <Text c="gray.7">{t('none')}</Text>}
        {data && data.files.length > 0 && (
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
                {data.files.map((file) => (
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
        )}
      </Stack>
    </Paper>
  );
}
