import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetMaintenanceQuery, useSetMaintenanceMutation } from '@/store/api/console';

/** Maintenance on or off, switched by staff after confirming (App Configuration when configured, else the database). */
export function MaintenanceSwitch() {
  const t = useTranslations('staffConsole.maintenance');
  const format = useFormatter();
  const state = useGetMaintenanceQuery();
  const [switchTo, switching] = useSetMaintenanceMutation();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const on = state.data?.on ?? false;
  const confirm = async () => {
    setError(null);
    try {
      const next = await switchTo({ on: !on }).unwrap();
      setDone(next.on ? t('switchedOn') : t('switchedOff'));
      setAsking(false);
    } catch (failure) {
      setError(failureMessage(failure, t('failed')));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg" mb="xl" component="section" aria-labelledby="maintenance-title">
      <Group justify="space-between" gap="sm" mb="xs">
        <Title order={2} size="h3" id="maintenance-title">
          {t('title')}
        </Title>
        {state.data && (
          <Badge color={on ? 'red' : 'forest'} variant="light" size="lg">
            {on ? t('badgeOn') : t('badgeOff')}
          </Badge>
        )}
      </Group>
      {state.error && !state.data ? (
        <Alert color="gray">{failureMessage(state.error, t('loadError'))}</Alert>
      ) : state.data ? (
        <Stack gap="sm">
          <Text fw={600}>{on ? t('on') : t('off')}</Text>
          <Text size="sm" c="gray.7">
            {state.data.source === 'app_configuration' ? t('sourceStore') : t('sourceDatabase')}
          </Text>
          {state.data.changed_at && (
            <Text size="sm" c="gray.7">
              {t('changedAt', { when: format.dateTime(new Date(state.data.changed_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </Text>
          )}
          {done && (
            <Text size="sm" role="status" c="forest.8">
              {done}
            </Text>
          )}
          <Group>
            <Button color={on ? 'forest' : 'red'} variant={on ? 'filled' : 'light'} onClick={() => setAsking(true)}>
              {on ? t('turnOff') : t('turnOn')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Skeleton height={80} radius="md" />
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={on ? t('confirmOffTitle') : t('confirmOnTitle')}>
        <Stack gap="sm">
          <Text size="sm">{on ? t('confirmOff') : t('confirmOn')}</Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
            <Button color={on ? 'forest' : 'red'} loading={switching.isLoading} onClick={() => void confirm()}>
              {on ? t('confirmOffButton') : t('confirmOnButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
