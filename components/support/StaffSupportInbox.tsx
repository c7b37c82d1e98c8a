import { useState } from 'react';
import { Badge, Grid, Group, Paper, SegmentedControl, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRouter } from 'next/router';
import { useFormatter, useTranslations } from 'next-intl';
import { StaffConsoleFrame } from '@/components/ui/StaffConsoleFrame';
import { SupportStateBadge } from '@/components/ui/support/SupportStateBadge';
import { queryValue } from '@/lib/page-routes/shell';
import { staffSupportHref } from '@/lib/page-routes/support';
import { SUPPORT_STATES, type SupportState } from '@/lib/schemas/support-constants';
import { useGetSupportInboxQuery } from '@/store/api/support';
import { StaffSupportThread } from './StaffSupportThread';

type Filter = SupportState | 'all';

/** Staff's support inbox (issue 24, item 7): filtered by state, late first replies marked; one request opened beside. */
export function StaffSupportInbox() {
  const t = useTranslations('support');
  const format = useFormatter();
  const router = useRouter();
  const [filter, setFilter] = useState<Filter>('all');
  const { data, isLoading } = useGetSupportInboxQuery(filter === 'all' ? undefined : filter);
  const selected = queryValue(router.query.id);
  const open = (id: string) => void router.replace(staffSupportHref(id), undefined, { shallow: true, scroll: false });

  return (
    <StaffConsoleFrame title={t('inbox')} intro={t('inboxIntro')}>
      <Stack>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[{ value: 'all', label: t('all') }, ...SUPPORT_STATES.map((state) => ({ value: state, label: t(`stateShort.${state}`) }))]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          aria-label={t('changeState')}
        />
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {isLoading && <Skeleton height={200} radius="md" />}
            {data?.requests.length === 0 && <Text>{t('inboxEmpty')}</Text>}
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('inbox')}>
              {data?.requests.map((request) => (
                <Paper key={request.id} component="li" withBorder radius="md" p="sm" bg={request.id === selected ? 'forest.0' : undefined}>
                  <UnstyledButton onClick={() => open(request.id)} w="100%" aria-current={request.id === selected || undefined}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600} lineClamp={1}>
                        {request.subject}
                      </Text>
                      <SupportStateBadge state={request.state} staff />
                    </Group>
                    <Text size="xs" c="gray.7">
                      {t('from', { name: request.requester.name })} · {format.dateTime(new Date(request.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                    </Text>
                    {request.escalated_at && (
                      <Badge color="red" variant="filled" size="sm" mt={4} tt="none">
                        {t('escalated')}
                      </Badge>
                    )}
                  </UnstyledButton>
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>{selected ? <StaffSupportThread key={selected} requestId={selected} /> : <Text c="gray.7">{t('pick')}</Text>}</Grid.Col>
        </Grid>
      </Stack>
    </StaffConsoleFrame>
  );
}
