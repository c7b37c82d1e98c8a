import { Stack, Text, Title } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { queryValue } from '@/lib/page-routes/shell';
import { useGetRequestsQuery } from '@/store/api/opportunities';
import { AskQuestion } from './AskQuestion';
import { ThreadSummary } from './ThreadSummary';

/**
 * The questions on an opportunity's page (requirements ): the investor's threads on it and a new question
 * (`?about=dataroom:<file id>` picks a document); the developer side's threads from every investor, open ones first.
 */
export function OpportunityQuestions({ opportunityId, investor }: { opportunityId: string; investor: boolean }) {
  const t = useTranslations('questions');
  const about = queryValue(useRouter().query.about);
  const threads = useGetRequestsQuery(investor ? undefined : opportunityId);
  const [now] = useState(() => Date.now());
  const mine = threads.data?.filter((thread) => thread.opportunity_id === opportunityId && thread.side === (investor ? 'investor' : 'developer')) ?? [];
  if (!investor && mine.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="opportunity-questions">
      <Title order={2} size="h3" id="opportunity-questions">
        {investor ? t('yourThreads') : t('developerThreads')}
      </Title>
      {investor && mine.length === 0 && <Text c="gray.7">{t('noMessages')}</Text>}
      {mine.map((thread) => (
        <ThreadSummary key={thread.id} thread={thread} now={now} showTitle={false} />
      ))}
      {investor && <AskQuestion opportunityId={opportunityId} initialSubject={about} />}
    </Stack>
  );
}
