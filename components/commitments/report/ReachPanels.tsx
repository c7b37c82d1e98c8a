import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { NotOpenedInvestor, ViewersDay } from '@/lib/schemas/audit';
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
