import { Button, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { API_BASE } from '@/lib/api/request';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import type { DeviceMqtt } from '@/lib/schemas/monitoring';
import { DEVICE_KEY_HEADER } from '@/lib/schemas/monitoring-data-constants';
import classes from './Monitoring.module.css';

/** The address a device posts its readings to, on the origin this page was served from. */
export function ingestionUrl(origin: string): string {
  return `${origin}${API_BASE}${MONITORING_ROUTES.gatherIotData}`;
}

/** A body a device sends, for the example. */
export const EXAMPLE_BODY = '{"readings":[{"parameter":"temperature","time":"2026-11-20T08:00:00Z","value":512.4}]}';

export function curlExample(url: string, deviceKey: string): string {
  return `curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -H '${DEVICE_KEY_HEADER}: ${deviceKey}' \\\n  -d '${EXAMPLE_BODY}'`;
}

/** Beside a key shown once: where to post, the body's format, a `curl` example with the key, the MQTT topics. */
export function DeviceConnection({ deviceKey, mqtt }: { deviceKey: string; mqtt?: DeviceMqtt }) {
  const t = useTranslations('monitoring.devices.connection');
  const url = ingestionUrl(typeof window === 'undefined' ? '' : window.location.origin);
  const curl = curlExample(url, deviceKey);
  return (
    <Stack gap={6}>
      <Text size="sm">{t('postTo')}</Text>
      <Text component="code" className={classes.key} data-testid="ingestion-url">
        POST {url}
      </Text>
      <Text size="sm">{t('format', { header: DEVICE_KEY_HEADER })}</Text>
      <Text component="pre" className={classes.command} data-testid="curl-example">
        {curl}
      </Text>
      <CopyButton value={curl}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" w="fit-content" leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy}>
            {copied ? t('copied') : t('copyCurl')}
          </Button>
        )}
      </CopyButton>
      {mqtt && (
        <Text size="sm" data-testid="mqtt-topics">
          {t('mqtt', { topic: mqtt.topic, replies: mqtt.replies_topic })}
        </Text>
      )}
    </Stack>
  );
}
