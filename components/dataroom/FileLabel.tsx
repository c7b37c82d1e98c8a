import { Badge, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { DataroomFile } from '@/lib/schemas/dataroom';

/** A document's line: its name (with its path in a folder uploaded at once) and its pages, or "download only". */
export function FileLabel({ file }: { file: Pick<DataroomFile, 'name' | 'page_count' | 'download_only'> }) {
  const t = useTranslations('dataroom');
  const plus = useTranslations('dataroomPlus.files');
  if (!file.download_only) return <>{t('fileLine', { name: file.name, pages: file.page_count })}</>;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span inherit>
        {file.name}
      </Text>
      <Badge component="span" size="sm" variant="outline" color="gray.8">
        {plus('downloadOnly')}
      </Badge>
    </Group>
  );
}
