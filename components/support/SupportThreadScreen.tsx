import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { SupportStateBadge } from '@/components/ui/support/SupportStateBadge';
import { SUPPORT_PATH } from '@/lib/page-routes/support';
import { useGetSupportThreadQuery, useReplyToSupportMutation } from '@/store/api/support';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';
import { MessageList } from './MessageList';
import { ReplyForm } from './ReplyForm';

/** One of the user's requests: its state in plain words, the conversation with the team, and a reply. */
export function SupportThreadScreen({ requestId }: { requestId: string }) {
  const t = useTranslations('support');
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetSupportThreadQuery(requestId);
  const [reply, replying] = useReplyToSupportMutation();
  if (isLoading || !data) return <Skeleton height={240} radius="md" />;
  const { request, messages } = data;
  return (
    <Stack>
      <Anchor component={Link} href={SUPPORT_PATH} size="sm">
        ← {t('back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {request.subject}
        </Title>
        <SupportStateBadge state={request.state} />
      </Group>
      {(request.page || request.project_name) && (
        <Text size="xs" c="gray.7">
          {[request.page ? t('fromPage', { page: request.page }) : null, request.project_name ? t('project', { name: request.project_name }) : null].filter(Boolean).join(' · ')}
        </Text>
      )}
      <MessageList requestId={request.id} messages={messages} />
      <Paper withBorder radius="md" p="md">
        <ReplyForm
          busy={replying.isLoading}
          onSend={async ({ message, file }) => {
            await reply({ request_id: request.id, message, file }).unwrap();
            dispatch(setToast(t('replied')));
          }}
        />
      </Paper>
    </Stack>
  );
}
