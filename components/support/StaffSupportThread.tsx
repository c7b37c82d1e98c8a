import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useFormatter, useTranslations } from 'next-intl';
import { SUPPORT_STATES, type SupportState } from '@/lib/schemas/support-constants';
import { useGetStaffSupportThreadQuery, useReplyAsStaffMutation, useUpdateSupportRequestMutation } from '@/store/api/support';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';
import { MessageList } from './MessageList';
import { ReplyForm } from './ReplyForm';

const NOBODY = 'nobody';

/** One request for staff: who sent it from where, its assignee and state, the whole thread with notes, and a reply. */
export function StaffSupportThread({ requestId }: { requestId: string }) {
  const t = useTranslations('support');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { data } = useGetStaffSupportThreadQuery(requestId);
  const [reply, replying] = useReplyAsStaffMutation();
  const [update] = useUpdateSupportRequestMutation();
  if (!data) return <Skeleton height={240} radius="md" />;
  const { request, messages, staff } = data;
  const change = async (body: { assignee_id?: string | null; state?: SupportState }) => {
    await update({ id: request.id, ...body }).unwrap();
    dispatch(setToast(t('saved')));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={request.subject}>
      <Stack gap="sm">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {request.subject}
        </Title>
        <Text size="xs" c="gray.7">
          {t('from', { name: `${request.requester.name}${request.requester.email ? ` <${request.requester.email}>` : ''}` })}
          {request.page ? ` · ${t('fromPage', { page: request.page })}` : ''}
          {request.project_name ? ` · ${t('project', { name: request.project_name })}` : ''}
        </Text>
        <Group gap="xs">
          {request.escalated_at && (
            <Badge color="red" variant="filled" tt="none">
              {t('escalated')}
            </Badge>
          )}
          {!request.first_replied_at && request.first_reply_due_at && (
            <Text size="xs" c="gray.7">
              {t('dueBy', { date: format.dateTime(new Date(request.first_reply_due_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </Text>
          )}
        </Group>
        <Group grow align="flex-end">
          <Select
            label={t('assignee')}
            value={request.assignee?.id ?? NOBODY}
            data={[{ value: NOBODY, label: t('nobody') }, ...staff.map((member) => ({ value: member.id, label: member.name }))]}
            onChange={(value) => value && void change({ assignee_id: value === NOBODY ? null : value })}
            allowDeselect={false}
          />
          <Select
            label={t('changeState')}
            value={request.state}
            data={SUPPORT_STATES.map((state) => ({ value: state, label: t(`stateShort.${state}`) }))}
            onChange={(value) => value && void change({ state: value as SupportState })}
            allowDeselect={false}
          />
        </Group>
        <MessageList requestId={request.id} messages={messages} staff />
        <ReplyForm
          staff
          busy={replying.isLoading}
          onSend={async ({ message, file, internal }) => {
            await reply({ request_id: request.id, message, internal, file }).unwrap();
            dispatch(setToast(t('saved')));
          }}
        />
      </Stack>
    </Paper>
  );
}
