import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { requestHref } from '@/lib/page-routes/questions';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { waitingFor } from './age';
import { SubjectLine } from './SubjectLine';
import classes from './Questions.module.css';

/** One thread in a list: its opportunity and subject, the other side, how long it has waited, what is unread; a link to its page. */
export function ThreadSummary({ thread, now, showTitle = true }: { thread: InformationRequest; now: number; showTitle?: boolean }) {
  const t = useTranslations('questions');
  const locale = useLocale();
  const f = useInvestmentFormat();
  const last = thread.messages.at(-1);
  const heading = showTitle ? thread.opportunity_title : thread.side === 'developer' ? t('with', { name: thread.investor_name }) : null;
  return (
    <Paper component={Link} href={requestHref(thread.id)} withBorder radius="md" p="md" className={classes.threadLink} data-testid="thread-summary">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {heading ? <Text fw={600}>{heading}</Text> : <SubjectLine thread={thread} />}
          <Group gap={6}>
            {thread.unread > 0 && (
              <Badge color="red.8" variant="filled">
                {t('unread', { count: thread.unread })}
              </Badge>
            )}
            {thread.open_since ? (
              <Badge color="orange.9" variant="outline">
                {t('openFor', { age: waitingFor(thread.open_since, now, locale) })}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline">
                {t('answered')}
              </Badge>
            )}
          </Group>
        </Group>
        {heading && <SubjectLine thread={thread} />}
        {showTitle && thread.side === 'developer' && (
          <Text size="sm" c="gray.7">
            {t('with', { name: thread.investor_name })}
          </Text>
        )}
        {last && (
          <Text size="sm" c="gray.8" lineClamp={2} className={classes.preWrap}>
            {last.body}
          </Text>
        )}
        {last && (
          <Text size="xs" c="gray.7">
            {t('lastMessage', { date: f.dateTime(last.created_at) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
