import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useGetRequestsQuery } from '@/store/deferred/opportunities';
import { ThreadSummary } from './questions/ThreadSummary';

/** The developer's side of the questions on their opportunity: every investor's thread, open ones first with their age, each a link to its page. */
export function DeveloperThreads({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('questions');
  const threads = useGetRequestsQuery(opportunityId);
  const [now] = useState(() => Date.now());
  return (
    <Stack gap="sm" component="section" aria-labelledby="investor-questions">
      <Title order={2} size="h3" id="investor-questions">
        {t('developerThreads')}
      </Title>
      {threads.data?.length === 0 && <Text c="gray.7">{t('noneYet')}</Text>}
      {threads.data?.map((thread) => (
        <ThreadSummary key={thread.id} thread={thread} now={now} showTitle={false} />
      ))}
    </Stack>
  );
}
