import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { monitoringFilesHref } from '@/lib/page-routes/monitoring';

/** From a project's monitoring to its evidence files, their flags and processing logs. */
export function FilesLink({ projectId }: { projectId: string }) {
  const t = useTranslations('evidenceFiles');
  return (
    <Button component={Link} href={monitoringFilesHref(projectId)} variant="light" leftSection={<IconPhoto size={18} aria-hidden />} w="fit-content">
      {t('open')}
    </Button>
  );
}
