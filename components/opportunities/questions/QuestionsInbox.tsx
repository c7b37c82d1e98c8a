import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useGetRequestsQuery } from '@/store/api/opportunities';
import { ThreadSummary } from './ThreadSummary';

/** /requests: the caller's threads, open ones first with their age, each with what is unread (requirements ). */
export function QuestionsInbox() {
  const t = useTranslations('questions');
  const threads = useGetRequestsQuery(undefined);
  const [now] = useState(() => Date.now());
  const sides = new Set(threads.data?.map((thread) => thread.side));
  const intro = sides.size !== 1 ? t('inboxIntro') : sides.has('developer') ? t('inboxIntroDeveloper') : t('inboxIntroInvestor');
  return (
    <Stack gap="md">
      <Title order={1}>{t('inboxTitle')}</Title>
      <Text c="gray.7">{threads.data?.length ? intro : t('inboxEmpty')}</Text>
      {threads.isLoading && <Skeleton height={120} radius="md" />}
      {threads.isError && <Text c="red.8">{t('loadError')}</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {threads.data?.map((thread) => (
          <li key={thread.id}>
            <ThreadSummary thread={thread} now={now} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
