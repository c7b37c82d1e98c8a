import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import classes from './Questions.module.css';

/** A thread's messages, oldest first; the caller's own on the other side. */
export function MessageList({ thread }: { thread: InformationRequest }) {
  const t = useTranslations('questions');
  const f = useInvestmentFormat();
  if (thread.messages.length === 0) return <Text c="gray.7">{t('noMessages')}</Text>;
  return (
    <Stack gap="sm" component="ol" className={classes.messageList} aria-label={t('thread', { title: thread.opportunity_title })}>
      {thread.messages.map((entry) => (
        <li key={entry.id} className={`${classes.message} ${entry.author_side === thread.side ? classes.mine : ''}`}>
          <Text size="xs" c="gray.7">
            {t('byline', { name: entry.author_name, side: entry.author_side, date: f.dateTime(entry.created_at) })}
          </Text>
          <Text size="sm" className={classes.preWrap}>
            {entry.body}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
