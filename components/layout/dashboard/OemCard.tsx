import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { OEM_MATCHES_PATH, OEM_PATH } from '@/lib/page-routes/oems';
import { useGetMyOemQuery } from '@/store/api/oems';
import { DashboardCard } from './DashboardCard';

/** An OEM's way to its offer and matched projects, with its verification state (R-23.50; only while "show OEM" is on). */
export function OemCard() {
  const t = useTranslations('oems');
  const { data } = useGetMyOemQuery();
  const status = data?.status ?? 'none';
  return (
    <DashboardCard id="dashboard-oem" title={t('dashboard.title')}>
      <Stack align="flex-start">
        <Text c="gray.8">{t(`dashboard.${status}`)}</Text>
        <Group gap="xs">
          <Button component={Link} href={OEM_PATH} variant={status === 'verified' ? 'default' : 'filled'}>
            {t('dashboard.offer')}
          </Button>
          {status === 'verified' && (
            <Button component={Link} href={OEM_MATCHES_PATH}>
              {t('dashboard.matches')}
            </Button>
          )}
        </Group>
      </Stack>
    </DashboardCard>
  );
}
