import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { SupportForm } from '@/components/ui/support/SupportForm';
import { SupportStateBadge } from '@/components/ui/support/SupportStateBadge';
import { SUPPORT_PATH, supportRequestHref } from '@/lib/page-routes/support';
import { useGetMySupportRequestsQuery } from '@/store/api/support';

/** The project's support tab: a view of the support desk, the caller's requests about this project, and a new one. */
export function SupportPanel({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const ts = useTranslations('support');
  const format = useFormatter();
  const { data: requests } = useGetMySupportRequestsQuery(projectId);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="support-title">
        <Group gap="xs" mb={4}>
          <IconLifebuoy size={20} aria-hidden color="var(--mantine-color-forest-7)" />
          <Title order={2} size="h4" id="support-title">
            {t('supportTitle')}
          </Title>
        </Group>
        <Text size="sm" c="gray.7" mb="md">
          {t('supportBody')}
        </Text>
        <SupportForm projectId={projectId} page={`/projects/${projectId}?tab=support`} />
      </Paper>
      <section aria-labelledby="support-history">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5" id="support-history">
            {t('supportHistory')}
          </Title>
          <Anchor component={Link} href={SUPPORT_PATH} size="sm">
            {ts('panelAll')}
          </Anchor>
        </Group>
        {!requests || requests.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('supportNone')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {requests.map((item) => (
              <Paper key={item.id} withBorder radius="md" p="sm" component="li">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Anchor component={Link} href={supportRequestHref(item.id)} size="sm" fw={600}>
                    {item.subject}
                  </Anchor>
                  <SupportStateBadge state={item.state} />
                </Group>
                <Text size="xs" c="gray.7" mb={4}>
                  {format.dateTime(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
                {item.answer && (
                  <Text size="sm" mt="xs" p="xs" bg="forest.0" style={{ borderRadius: 8 }} lineClamp={4}>
                    <strong>{t('supportAnswer')}</strong> {item.answer}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </section>
    </SimpleGrid>
  );
}
