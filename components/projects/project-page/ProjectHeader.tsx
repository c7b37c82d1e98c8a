import Link from '@/components/ui/Link';
import { PageBreadcrumbs } from '@/components/ui/PageBreadcrumbs';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconActivityHeartbeat, IconBuildingFactory2, IconCoin, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { publicationHref } from '@/lib/page-routes/opportunities';
import { monitoringHref } from '@/lib/page-routes/monitoring';
import { projectMatchesHref } from '@/lib/page-routes/oems';
import { useShared } from '@/components/providers/SharedContext';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';
import type { ProjectDetail } from '@/lib/schemas/projects';
import { useMonitoringHandOff } from '@/components/layout/use-monitoring-hand-off';
import { useExportQuestionnaireMutation } from '@/store/deferred/projects';
import { useAppDispatch } from '@/store/hooks';
import { setToastError } from '@/store/slices/app';
import { ProjectTitle } from '../ProjectTitle';

/** Where the project sits (breadcrumbs), its name (renamed in place), template, the caller's access, and the export. */
export function ProjectHeader({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  const tInvestment = useTranslations('opportunities.editor');
  const tMonitoring = useTranslations('monitoring');
  const tOems = useTranslations('oems');
  const { showOem } = useShared().settings;
  const dispatch = useAppDispatch();
  const [exportCsv, exporting] = useExportQuestionnaireMutation();
  const isOwner = project.access === 'owner';
  // The monitoring screens are served on the monitoring host: the entry hands the user over there, signed in.
  const monitoring = useMonitoringHandOff(monitoringHref(project.id));

  const exportQuestionnaire = async () => {
    try {
      await exportCsv(project.id).unwrap();
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('exportFailed'))));
    }
  };

  return (
    <>
      <PageBreadcrumbs label={t('breadcrumbs')} crumbs={[{ label: t('title'), href: PROJECTS_PATH }, { label: project.name }]} mb="sm" />

      <Group justify="space-between" align="flex-start" gap="md" mb="md">
        <Stack gap={6} style={{ flex: '1 1 24rem', minWidth: 0 }}>
          <ProjectTitle projectId={project.id} name={project.name} canRename={project.access !== 'read'} />
          <Group gap="xs">
            <Badge variant="light" color="forest" radius="sm">
              {project.template.name}
            </Badge>
            <Badge variant="outline" color={isOwner ? 'forest' : 'gray'} radius="sm">
              {t(`access.${project.access}`)}
            </Badge>
            {!isOwner && (
              <Text size="sm" c="gray.7">
                {t('ownedBy', { name: project.owner.name })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconActivityHeartbeat size={18} aria-hidden />} component={Link} href={monitoring.href} onClick={monitoring.onClick}>
            {tMonitoring('entry')}
          </Button>
          <Button variant="light" leftSection={<IconCoin size={18} aria-hidden />} component={Link} href={publicationHref(project.id)}>
            {tInvestment('entry')}
          </Button>
          {showOem && (
            <Button variant="light" leftSection={<IconBuildingFactory2 size={18} aria-hidden />} component={Link} href={projectMatchesHref(project.id)}>
              {tOems('project.entry')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconFileSpreadsheet size={18} aria-hidden />} loading={exporting.isLoading} onClick={() => void exportQuestionnaire()}>
            {t('export')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
