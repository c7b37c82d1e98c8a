import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { downloadAuditTrailCsv, useGetAuditTrailQuery } from '@/store/api/commitments';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';

const PAGE_SIZE = 20;

/** The message key of an action code (`dataroom.page_viewed` → `actions.dataroom_page_viewed`). */
const actionKey = (action: string) => `actions.${action.replace(/\./g, '_')}`;

/** The opportunity's audit trail, oldest first, a page at a time. */
export function AuditTrailPanel({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('commitments.audit');
  const plus = useTranslations('dataroomPlus.report');
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  const actionLabel = (action: string) => (t.has(actionKey(action)) ? t(actionKey(action)) : plus.has(actionKey(action)) ? plus(actionKey(action)) : action);
  const exportCsv = () => {
    setCsvFailure(null);
    downloadAuditTrailCsv(opportunityId).catch((error: unknown) => setCsvFailure(failureMessage(error, plus('trailCsvFailed'))));
  };
  const f = useInvestmentFormat();
  const [page, setPage] = useState(1);
  const trail = useGetAuditTrailQuery({ opportunity_id: opportunityId, page, page_size: PAGE_SIZE });
  const data = trail.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="audit-title">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={2} size="h3" id="audit-title">
          {t('title')}
        </Title>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv}>
          {plus('trailCsv')}
        </Button>
      </Group>
      {csvFailure && (
        <Alert color="red" role="alert" mb="sm">
          {csvFailure}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('title') } }}>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('seq')}</Table.Th>
              <Table.Th scope="col">{t('at')}</Table.Th>
              <Table.Th scope="col">{t('action')}</Table.Th>
              <Table.Th scope="col">{plus('subject')}</Table.Th>
              <Table.Th scope="col">{t('actor')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((item) => (
              <Table.Tr key={item.seq}>
                <Table.Td>{item.seq}</Table.Td>
                <Table.Td>{f.dateTime(item.created_at)}</Table.Td>
                <Table.Td>{actionLabel(item.action)}</Table.Td>
                <Table.Td>{item.subject || '—'}</Table.Td>
                <Table.Td>{item.actor_name || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <Text size="sm">
            {page} / {pages}
          </Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </Group>
      )}
    </section>
  );
}
