import { Alert, Anchor, Breadcrumbs, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { failureStatus } from '@/lib/api/api-error';
import { opportunityHref, publicationHref } from '@/lib/page-routes/opportunities';
import { QUESTIONS_PATH } from '@/lib/page-routes/questions';
import { useGetRequestThreadQuery } from '@/store/api/questions';
import { waitingFor } from './age';
import { MessageList } from './MessageList';
import { SubjectLine } from './SubjectLine';

/**
 * The reply form (Mantine's Textarea with its autosize, and the opportunities' requests) loads in its own chunk,
 * fetched while the thread is; its placeholder keeps its place.
 */
const loadReplyForm = () => import('./ReplyForm');
const ReplyForm = dynamic(() => loadReplyForm().then((module) => module.ReplyForm), { loading: () => <Skeleton height={150} /> });

/** /requests/[id]: one thread, read and answered by either side (requirements ). */
export function QuestionThreadScreen({ requestId }: { requestId: string }) {
  const t = useTranslations('questions');
  const locale = useLocale();
  const thread = useGetRequestThreadQuery(requestId);
  const data = thread.data;
  const [now] = useState(() => Date.now());
  useEffect(() => {
    void loadReplyForm();
  }, []);

  const trail = (
    <nav aria-label={t('backToInbox')}>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} href={QUESTIONS_PATH} size="sm">
          {t('backToInbox')}
        </Anchor>
        {data && (
          <Text size="sm" c="gray.7" aria-current="page">
            {data.opportunity_title}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );

  if (thread.error) {
    return (
      <Stack>
        {trail}
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />} title={t('inboxTitle')}>
          {failureStatus(thread.error) === 404 ? t('notFound') : t('loadError')}
        </Alert>
      </Stack>
    );
  }
  if (!data) return <Skeleton height={240} radius="md" />;
  const opportunityLink = data.side === 'developer' ? publicationHref(data.project_id) : opportunityHref(data.opportunity_id);
  return (
    <Stack gap="md">
      {trail}
      <div>
        <Title order={1} size="h2">
          {t('thread', { title: data.opportunity_title })}
        </Title>
        <Group gap="md" mt={4} wrap="wrap">
          <SubjectLine thread={data} linked />
          <Anchor component={Link} href={opportunityLink} size="sm">
            {t('openOpportunity')}
          </Anchor>
        </Group>
        {data.side === 'developer' && (
          <Text size="sm" c="gray.7">
            {t('with', { name: data.investor_name })}
            {data.open_since ? ` · ${t('openFor', { age: waitingFor(data.open_since, now, locale) })}` : ''}
          </Text>
        )}
      </div>
      <Paper withBorder radius="md" p="lg">
        <MessageList thread={data} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <ReplyForm requestId={data.id} />
      </Paper>
    </Stack>
  );
}
