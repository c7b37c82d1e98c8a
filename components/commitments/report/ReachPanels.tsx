import { List, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { NotOpenedInvestor, RefusedAttempt, ViewersDay } from '@/lib/schemas/audit';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import classes from './Report.module.css';

/** Investors granted a folder who have not opened a page yet (requirements ). */
export function NotOpenedPanel({ investors }: { investors: NotOpenedInvestor[] }) {
  const t = useTranslations('dataroomPlus.report');
  const f = useInvestmentFormat();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="not-opened-title">
      <Title order={2} size="h4" id="not-opened-title" mb="xs">
        {t('notOpenedTitle')}
      </Title>
      {investors.length === 0 ? (
        <Text size="sm">{t('notOpenedNone')}</Text>
      ) : (
        <List spacing={4} size="sm">
          {investors.map((investor) => (
            <List.Item key={investor.investor_id}>
              <Text span fw={600}>
                {investor.investor_name || investor.investor_id}
              </Text>{' '}
              — {investor.folders.join(', ')} · {t('notOpenedSince', { date: f.date(investor.granted_at) })}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Distinct viewers per day, and in all so far: bars the width of the day's viewers, the running total beside. */
export function ViewersOverTime({ days }: { days: ViewersDay[] }) {
  const t = useTranslations('dataroomPlus.report');
  const f = useInvestmentFormat();
  const most = Math.max(1, ...days.map((day) => day.viewers));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="viewers-title">
      <Title order={2} size="h4" id="viewers-title">
        {t('viewersTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {days.length === 0 ? t('viewersNone') : t('viewersCaption')}
      </Text>
      <ul className={classes.viewerDays}>
        {days.map((day) => (
          <li key={day.date} aria-label={t('viewersDay', { date: f.date(`${day.date}T12:00:00Z`), viewers: day.viewers, cumulative: day.cumulative })}>
            <span className={classes.viewerDate}>{f.date(`${day.date}T12:00:00Z`)}</span>
            <span className={classes.viewerBar} style={{ width: `${Math.round((day.viewers / most) * 100)}%` }} aria-hidden>
              {day.viewers}
            </span>
            <span className={classes.viewerTotal} aria-hidden>
              Σ {day.cumulative}
            </span>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** Refused attempts, newest first, each naming what it asked for and why it was refused. */
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
