import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { monitoringFilesHref } from '@/lib/page-routes/monitoring';
import { evidenceListHref } from '@/lib/page-routes/monitoring-evidence';
import { Link } from '@/components/ui/Link';
import { useGetChecklistQuery } from '@/store/api/monitoring-evidence';

export interface BatchChecklistProps {
  projectId: string;
  monitoringId: string;
  batchId: string;
  /** The organic carbon share the KPIs computed for the batch's period (0–1), to read beside the lab's figure. */
  kpiCOrg?: number | null;
}

/**
 * A batch's evidence checklist: each requirement of the project's methodology met or missing, flagged files
 * and rejected records counted apart, and the lab analysis's C_org and H/C_org beside the computed KPIs.
 */
export function BatchChecklist({ projectId, monitoringId, batchId, kpiCOrg }: BatchChecklistProps) {
  const t = useTranslations('evidence');
  const tf = useTranslations('evidenceFiles');
  const checklist = useGetChecklistQuery({ monitoring_id: monitoringId, batch_id: batchId });
  if (checklist.isLoading) return <Skeleton height={200} />;
  if (checklist.error || !checklist.data) return <Alert color="red">{failureMessage(checklist.error, t('checklist.loadFailed'))}</Alert>;
  const { items, complete, missing, lab, methodology } = checklist.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`checklist-${batchId}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={`checklist-${batchId}`}>
            {t('checklist.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('checklist.methodology', { name: t(`methodologies.${methodology}`) })}
          </Text>
        </Group>
        <Alert color={complete ? 'forest' : 'orange'} variant="light" role="status">
          {complete ? t('checklist.complete') : t('checklist.incomplete', { count: missing.length })}
        </Alert>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs" striped>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.kind} data-kind={item.kind} data-met={item.met}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`kinds.${item.kind}`)}
                    </Text>
                    <Text size="xs" c="gray.7" title={item.source}>
                      {t('checklist.have', { have: item.have, needed: item.needed })} {t(`checklist.counts.${item.counts}`)}
                    </Text>
                    {item.flagged > 0 && (
                      <Text size="xs" c="orange.9">
                        {t('checklist.flagged', { count: item.flagged })}
                      </Text>
                    )}
                    {item.rejected > 0 && (
                      <Text size="xs" c="red.9">
                        {t('checklist.rejected', { count: item.rejected })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Badge color={item.met ? 'forest' : 'red'} variant="light" radius="sm">
                      {item.met ? t('checklist.met') : t('checklist.missing')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">
          {lab ? t('checklist.lab', { c_org: lab.c_org_pct, h_c_org: lab.h_c_org }) : t('checklist.labNone')}
          {lab && kpiCOrg != null ? ` · ${t('checklist.kpi', { value: Math.round(kpiCOrg * 1000) / 10 })}` : ''}
        </Text>
        <Group gap="lg">
          <Anchor component={Link} href={evidenceListHref(projectId, batchId)} size="sm">
            {t('checklist.openList')}
          </Anchor>
          <Anchor component={Link} href={monitoringFilesHref(projectId, batchId)} size="sm">
            {tf('open')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
