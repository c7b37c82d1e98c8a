import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { dailyFormHref } from '@/lib/page-routes/monitoring';
import { useFleet } from './use-fleet';

/** The daily form of each reactor of the fleet, a tap away on a phone (docs/requirements.md ). */
export function FormsOverview() {
  const t = useTranslations('monitoringApp');
  const { data, isLoading } = useFleet();
  if (!data) return isLoading ? <Skeleton height={160} radius="lg" /> : <Alert color="red">{t('loadFailed')}</Alert>;
  if (data.reactors.length === 0) return <Text c="gray.7">{t('forms.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {data.reactors.map((reactor) => (
        <Paper p="md" key={reactor.id} withBorder radius="lg" component="article" aria-label={reactor.name}>
          <Stack gap="xs">
            <Text fw={700}>{reactor.name}</Text>
            <Text size="sm" c="gray.7">
              {reactor.site.name} · {reactor.project_name}
            </Text>
            <Group>
              <Button component={Link} href={dailyFormHref(reactor.project_id, reactor.id)} variant="light" leftSection={<IconClipboardText size={18} aria-hidden />}>
                {t('forms.open')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
