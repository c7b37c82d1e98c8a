import { Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { RefusedAttempt } from '@/lib/schemas/audit';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';

/**
 * Refused attempts, newest first, each naming what it asked for and why it was refused. A module of its own, loaded
 * apart from the page: Mantine's Table brings its ScrollArea, and with it floating-ui (~19 kB gzipped).
 */
export function RefusedAttemptsPanel({ attempts }: { attempts: RefusedAttempt[] }) {
  const t = useTranslations('dataroomPlus.report');
  const f = useInvestmentFormat();
  const label = (group: 'attempts' | 'reasons', key: string) => (t.has(`${group}.${key}`) ? t(`${group}.${key}`) : key);
  return (
    <section aria-labelledby="refused-title">
      <Title order={2} size="h4" id="refused-title" mb="xs">
        {t('refusedTitle')}
      </Title>
      {attempts.length === 0 ? (
        <Text size="sm">{t('refusedNone')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('refusedTitle') } }}>
          <Table withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('when')}</Table.Th>
                <Table.Th scope="col">{t('investor')}</Table.Th>
                <Table.Th scope="col">{t('attempt')}</Table.Th>
                <Table.Th scope="col">{t('subject')}</Table.Th>
                <Table.Th scope="col">{t('reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempts.map((attempt, index) => (
                <Table.Tr key={`${attempt.at}:${index}`}>
                  <Table.Td>{f.dateTime(attempt.at)}</Table.Td>
                  <Table.Td>{attempt.investor_name || attempt.investor_id}</Table.Td>
                  <Table.Td>{label('attempts', attempt.attempt)}</Table.Td>
                  <Table.Td>{attempt.subject || '—'}</Table.Td>
                  <Table.Td>{label('reasons', attempt.reason)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
