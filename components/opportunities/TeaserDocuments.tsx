import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadTeaserDocument, useGetTeaserDocumentsQuery } from '@/store/api/opportunities';

const KIB = 1024;
const sizeOf = (bytes: number) => (bytes < KIB * KIB ? `${Math.max(1, Math.round(bytes / KIB))} KB` : `${(bytes / KIB / KIB).toFixed(1)} MB`);

/** The documents the developer shows with the opportunity, each to download (nothing when there are none). */
export function TeaserDocuments({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('opportunities.documents');
  const documents = useGetTeaserDocumentsQuery(opportunityId);
  const [failed, setFailed] = useState(false);
  if (!documents.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="teaser-documents">
      <Title order={2} size="h4" id="teaser-documents" mb="sm">
        {t('heading')}
      </Title>
      {documents.data.map((document) => (
        <Group key={document.id} justify="space-between" wrap="nowrap" py={4}>
          <Text size="sm" truncate>
            {document.name}{' '}
            <Text span c="gray.7">
              ({sizeOf(document.size)})
            </Text>
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            style={{ flexShrink: 0 }}
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('download', { name: document.name })}
            onClick={() =>
              downloadTeaserDocument(opportunityId, document.id, document.name).then(
                () => setFailed(false),
                () => setFailed(true),
              )
            }
          >
            {t('get')}
          </Button>
        </Group>
      ))}
      {failed && (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {t('failed')}
        </Text>
      )}
    </Paper>
  );
}
