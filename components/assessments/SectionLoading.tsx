import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

export interface SectionLoadingProps {
  failed: boolean;
  onRetry: () => void;
}

/** Where a section's questions will be while `GET /section` reads them: cards' skeletons, or the failure with a retry. */
export function SectionLoading({ failed, onRetry }: SectionLoadingProps) {
  const t = useTranslations('assessments');
  if (failed) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('sectionLoadFailed')}>
        <Button size="xs" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy="true">
      <Text size="sm" c="gray.7" role="status">
        {t('sectionLoading')}
      </Text>
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} height={120} radius="lg" />
      ))}
    </Stack>
  );
}
