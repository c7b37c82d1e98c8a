import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { SupportStateBadge } from '@/components/ui/support/SupportStateBadge';
import { supportRequestHref } from '@/lib/page-routes/support';
import { useGetMySupportRequestsQuery } from '@/store/api/support';

/** "My support requests": each with its state in plain words and a link to its conversation. */
export function MySupportRequests() {
  const t = useTranslations('support');
  const format = useFormatter();
  const { data: requests, isLoading } = useGetMySupportRequestsQuery();
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('mine')}
        </Title>
        <Text c="gray.7">{t('mineIntro')}</Text>
      </div>
      {isLoading && <Skeleton height={120} radius="md" />}
      {requests?.length === 0 && <Text>{t('none')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {requests?.map((request) => (
          <Paper key={request.id} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" gap="xs" mb={4}>
              <Anchor component={Link} href={supportRequestHref(request.id)} fw={600}>
                {request.subject}
              </Anchor>
              <SupportStateBadge state={request.state} />
            </Group>
            <Text size="xs" c="gray.7">
              {t('lastUpdate', { date: format.dateTime(new Date(request.updated_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
              {request.project_name ? ` · ${t('project', { name: request.project_name })}` : ''}
            </Text>
            <Text size="sm" lineClamp={2} mt={4}>
              {request.message}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
