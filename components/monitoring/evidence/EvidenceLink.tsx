import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { evidenceListHref } from '@/lib/page-routes/monitoring-evidence';
import { Link } from '@/components/ui/Link';

/** The way from a project's monitoring to its evidence records (issue 22). */
export function EvidenceLink({ projectId }: { projectId: string }) {
  const t = useTranslations('evidence');
  return (
    <Button component={Link} href={evidenceListHref(projectId)} variant="default">
      {t('title')}
    </Button>
  );
}
