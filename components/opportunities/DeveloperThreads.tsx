import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useGetRequestsQuery, useReplyRequestMutation } from '@/store/api/opportunities';
import { RequestThread } from './RequestThread';

/** The developer's side of the information requests on their opportunity: every investor's thread, each with a reply box. */
export function DeveloperThreads({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('opportunities');
  const threads = useGetRequestsQuery(opportunityId);
  const [reply, replying] = useReplyRequestMutation();
  return (
    <Stack gap="md" component="section" aria-labelledby="investor-questions">
      <Title order={2} size="h3" id="investor-questions">
        {t('requests.developerHeading')}
      </Title>
      {threads.data?.length === 0 && <Text c="gray.7">{t('requests.noneYet')}</Text>}
      {threads.data?.map((thread) => (
        <RequestThread
          key={thread.id}
          thread={thread}
          heading={t('requests.threadWith', { name: thread.investor_name })}
          sending={replying.isLoading && replying.originalArgs?.request_id === thread.id}
          onSend={(message) => reply({ request_id: thread.id, message }).unwrap()}
        />
      ))}
    </Stack>
  );
}
