import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { monitoringTrailHref } from '@/lib/page-routes/monitoring';

/** From a project's monitoring to its trail, the check of its files and the verifier package. */
export function TrailLink({ projectId }: { projectId: string }) {
  const t = useTranslations('monitoringPackage');
  return (
    <Button component={Link} href={monitoringTrailHref(projectId)} variant="light" leftSection={<IconLink size={18} aria-hidden />} w="fit-content">
      {t('title')}
    </Button>
  );
}
