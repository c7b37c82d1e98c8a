import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import type { Device, DeviceMqtt, Reactor } from '@/lib/schemas/monitoring';
import { useAddDeviceMutation, useChangeDeviceMutation } from '@/store/api/monitoring-setup';
import { DeviceBatches } from './DeviceBatches';
import { DeviceKeyNotice } from './DeviceKeyNotice';
import classes from './Monitoring.module.css';

/**
 * The devices of a reactor: add one (its key shown once, with how to send), rotate a key, revoke a device (both asked
 * first: the old key stops at once, R-20.16), and each device's last batch and refusals.
 */
export function DevicesPanel({ reactor, canManage }: { reactor: Reactor; canManage: boolean }) {
  const t = useTranslations('monitoring.devices');
  const format = useFormatter();
  const [add, adding] = useAddDeviceMutation();
  const [change, changing] = useChangeDeviceMutation();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; key: string; mqtt?: DeviceMqtt } | null>(null);
  const [asked, setAsked] = useState<{ device: Device; action: 'rotate' | 'revoke' } | null>(null);

  const submit = async () => {
    const result = await add({ reactor_id: reactor.id, name });
    if ('data' in result && result.data) {
      setShown({ name: result.data.device.name, key: result.data.key, mqtt: result.data.mqtt });
      setName('');
    }
  };
  const act = async () => {
    if (!asked) return;
    const { device, action } = asked;
    const result = await change({ device_id: device.id, action, reactor_id: reactor.id });
    setAsked(null);
    if ('data' in result && result.data?.key) setShown({ name: device.name, key: result.data.key, mqtt: result.data.mqtt });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="devices-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="devices-title">
          {t('title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('intro')}
        </Text>
        {shown && <DeviceKeyNotice name={shown.name} deviceKey={shown.key} mqtt={shown.mqtt} onClose={() => setShown(null)} />}
        <ConfirmModal
          opened={asked !== null}
          onClose={() => setAsked(null)}
          title={asked ? t(`${asked.action}Confirm.title`, { name: asked.device.name }) : ''}
          body={asked ? t(`${asked.action}Confirm.body`, { name: asked.device.name }) : ''}
          confirmLabel={asked ? t(`${asked.action}Confirm.confirm`) : ''}
          loading={changing.isLoading}
          onConfirm={() => void act()}
        />
        {reactor.devices.length === 0 && <Text c="gray.7">{t('none')}</Text>}
        {reactor.devices.length > 0 && (
          <ul className={classes.list} aria-label={t('title')}>
            {reactor.devices.map((device) => (
              <li key={device.id} className={classes.row}>
                <Stack gap={0}>
                  <Text fw={600}>{device.name}</Text>
                  <Text size="xs" c="gray.7">
                    {t('keyPrefix', { prefix: device.key_prefix })} ·{' '}
                    {device.last_seen_at ? t('lastSeen', { time: format.relativeTime(new Date(device.last_seen_at)) }) : t('neverSeen')}
                  </Text>
                  <DeviceBatches deviceId={device.id} />
                </Stack>
                {device.revoked_at ? (
                  <Badge color="gray">{t('revoked')}</Badge>
                ) : (
                  canManage && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        loading={changing.isLoading}
                        onClick={() => setAsked({ device, action: 'rotate' })}
                        aria-label={t('rotateOf', { name: device.name })}
                      >
                        {t('rotate')}
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setAsked({ device, action: 'revoke' })} aria-label={t('revokeOf', { name: device.name })}>
                        {t('revoke')}
                      </Button>
                    </Group>
                  )
                )}
              </li>
            ))}
          </ul>
        )}
        {changing.error && <Alert color="red">{failureMessage(changing.error, t('failed'))}</Alert>}
        {canManage && (
          <form aria-label={t('new')} onSubmit={(event) => (event.preventDefault(), void submit())}>
            <Group align="flex-end" gap="sm">
              <TextInput label={t('name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={80} style={{ flex: '1 1 12rem' }} />
              <Button type="submit" loading={adding.isLoading} disabled={!name.trim()}>
                {t('add')}
              </Button>
            </Group>
            {adding.error && (
              <Alert color="red" mt="xs">
                {failureMessage(adding.error, t('failed'))}
              </Alert>
            )}
          </form>
        )}
      </Stack>
    </Paper>
  );
}
