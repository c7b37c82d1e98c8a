import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { DeviceMqtt } from '@/lib/schemas/monitoring';
import { DeviceConnection } from './DeviceConnection';
import classes from './Monitoring.module.css';

/**
 * A device's new key, shown this once, with a copy button and the warning that it will not be shown again, and beside
 * it how to send with it.
 */
export function DeviceKeyNotice({ name, deviceKey, mqtt, onClose }: { name: string; deviceKey: string; mqtt?: DeviceMqtt; onClose: () => void }) {
  const t = useTranslations('monitoring.devices');
  return (
    <Alert color="yellow" variant="light" icon={<IconKey size={18} aria-hidden />} title={t('keyTitle', { name })} role="alert">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('keyOnce')}
        </Text>
        <Text component="code" className={classes.key} data-testid="device-key">
          {deviceKey}
        </Text>
        <Group gap="xs">
          <CopyButton value={deviceKey}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'forest' : 'dark'} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy}>
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onClose}>
            {t('keySaved')}
          </Button>
        </Group>
        <DeviceConnection deviceKey={deviceKey} mqtt={mqtt} />
      </Stack>
    </Alert>
  );
}
