import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { downloadActivityCsv, useGetActivityReportQuery } from '@/store/api/commitments';
import { ChainStatus } from './ChainStatus';

/*
 * The three tables load in their own chunks, fetched while the report is (the report is read by the browser, so the
 * server renders none): Mantine's Table brings its ScrollArea, and with it floating-ui (~19 kB gzipped).
 */
const loadActivityTable = () => import('./InvestorActivityTable');
const loadAuditTrail = () => import('./AuditTrailPanel');
const loadRefusedAttempts = () => import('./RefusedAttemptsPanel');
const InvestorActivityTable = dynamic(() => loadActivityTable().then((module) => module.InvestorActivityTable), {
  loading: () => <Skeleton height={160} radius="md" />,
});
const RefusedAttemptsPanel = dynamic(() => loadRefusedAttempts().then((module) => module.RefusedAttemptsPanel), {
  loading: () => <Skeleton height={120} radius="md" />,
});
const AuditTrailPanel = dynamic(() => loadAuditTrail().then((module) => module.AuditTrailPanel), {
  loading: () => <Skeleton height={160} radius="md" />,
});
/** The reach panels and the charts per document, below the table: their own chunks, fetched while the report is too. */
const loadReachPanels = () => import('./ReachPanels');
const loadPageTimeChart = () => import('./PageTimeChart');
const NotOpenedPanel = dynamic(() => loadReachPanels().then((module) => module.NotOpenedPanel), {
  loading: () => <Skeleton height={120} radius="md" />,
});
const ViewersOverTime = dynamic(() => loadReachPanels().then((module) => module.ViewersOverTime), {
  loading: () => <Skeleton height={120} radius="md" />,
});
const PageTimeChart = dynamic(() => loadPageTimeChart().then((module) => module.PageTimeChart), {
  loading: () => <Skeleton height={260} radius="md" />,
});

/** The developer's (and staff's) view of investors' activity on an opportunity: table, a chart per document, CSV, trail. */
export function ActivityReportScreen({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('commitments.report');
  const report = useGetActivityReportQuery(opportunityId);
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  useEffect(() => {
    void loadActivityTable();
    void loadAuditTrail();
    void loadRefusedAttempts();
    void loadReachPanels();
    void loadPageTimeChart();
  }, []);
  if (report.error) {
    const status = failureStatus(report.error);
    return (
      <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
        {status === 403 ? t('forbidden') : failureMessage(report.error, t('loadError'))}
      </Alert>
    );
  }
  const data = report.data;
  if (!data) return <Skeleton height={320} radius="md" />;
  const csv = () => {
    setCsvFailure(null);
    downloadActivityCsv(opportunityId).catch((error: unknown) => setCsvFailure(failureMessage(error, t('csvFailed'))));
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {data.opportunity_title}
        </Title>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={csv}>
          {t('csv')}
        </Button>
      </Group>
      {csvFailure && (
        <Alert color="red" role="alert">
          {csvFailure}
        </Alert>
      )}
      <ChainStatus verification={data.verification} />
      {data.investors.length === 0 ? <Text>{t('empty')}</Text> : <InvestorActivityTable investors={data.investors} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NotOpenedPanel investors={data.not_opened} />
        <ViewersOverTime days={data.viewers_over_time} />
      </SimpleGrid>
      <RefusedAttemptsPanel attempts={data.refused} />
      {data.documents.length > 0 && (
        <Title order={2} size="h3">
          {t('chartsTitle')}
        </Title>
      )}
      {data.documents.map((document) => (
        <PageTimeChart key={document.file_id} document={document} />
      ))}
      <AuditTrailPanel opportunityId={opportunityId} />
    </Stack>
  );
}
