import { Button, Stack, Text } from '@mantine/core';
import { IconActivityHeartbeat } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { useShellInfo } from '../ShellContext';
import { DashboardCard } from './DashboardCard';

/** The way to monitoring: hands the user over to V2 on the monitoring sub-domain of this environment. */
export function MonitoringCard() {
  const t = useTranslations('homepage');
  const { environment } = useShellInfo();
  return (
    <DashboardCard id="dashboard-monitoring" title={t('monitoringTitle')}>
      <Stack align="flex-start">
        <Text c="gray.8">{t('monitoringBody')}</Text>
        <Button variant="light" leftSection={<IconActivityHeartbeat size={18} aria-hidden />} onClick={() => void handOffToV2('/', { environment })}>
          {t('monitoringOpen')}
        </Button>
      </Stack>
    </DashboardCard>
  );
}
