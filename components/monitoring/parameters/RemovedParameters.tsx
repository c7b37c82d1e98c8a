import { ActionIcon, Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetRemovedParametersQuery, useRestoreParameterMutation } from '@/store/api/monitoring-setup';
import { useClockFormat } from '../time/clock';

/** A reactor's removed parameters, each restorable with its readings until its date; nothing when there is none. */
export function RemovedParameters({ reactorId, canManage }: { reactorId: string; canManage: boolean }) {
  const t = useTranslations('monitoring.parameters');
  const removed = useGetRemovedParametersQuery(reactorId);
  const [restore, restoring] = useRestoreParameterMutation();
  // the screen's clock, as every other date of the reactor page.
  const { date: day } = useClockFormat();
  if (!removed.data || removed.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`removed-parameters-${reactorId}`}>
      <Title order={3} size="h5" id={`removed-parameters-${reactorId}`}>
        {t('removedTitle')}
      </Title>
      {removed.data.map((parameter) => (
        <Group key={parameter.id} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm" fw={600}>
              {parameter.name} ({parameter.unit})
            </Text>
            <Text size="xs" c="gray.7">
              {t('removedLine', { readings: parameter.readings, removed: day(parameter.removed_at), until: day(parameter.restorable_until) })}
            </Text>
          </div>
          {canManage && (
            <ActionIcon
              variant="subtle"
              aria-label={t('restore', { name: parameter.name })}
              loading={restoring.isLoading && restoring.originalArgs?.parameter_id === parameter.id}
              onClick={() => void restore({ parameter_id: parameter.id, reactor_id: reactorId })}
            >
              <IconArrowBackUp size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {restoring.error && <Alert color="red">{failureMessage(restoring.error, t('restoreFailed'))}</Alert>}
    </Stack>
  );
}
