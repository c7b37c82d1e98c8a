import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import type { StaffUserDetails } from '@/lib/schemas/staff-users';
import { useDeclineErasureMutation } from '@/store/api/staff-users';

/**
 * The user's erasure request waiting for staff (issue 24): carried out with the account's "Erase user…" (below), or
 * declined here with a reason the user is mailed (asked first).
 */
export function StaffUserErasureRequest({ user }: { user: StaffUserDetails }) {
  const t = useTranslations('staffUsers');
  const format = useFormatter();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [decline, declining] = useDeclineErasureMutation();
  const request = user.erasure_request;
  if (!request) return null;

  const ask = () => {
    setError(null);
    if (!reason.trim()) return setError(t('declineReasonRequired'));
    setAsking(true);
  };
  const confirm = () =>
    decline({ user_id: user.id, reason: reason.trim() })
      .unwrap()
      .then(() => setAsking(false))
      .catch((failure: unknown) => {
        setAsking(false);
        setError(failureMessage(failure, t('saveFailed')));
      });

  return (
    <Alert color="orange" title={t('erasureRequestTitle')} mb="md" data-testid="erasure-request">
      <Stack gap="sm">
        <Text size="sm">{t('erasureRequestBody', { date: format.dateTime(new Date(request.requested_at), { dateStyle: 'medium', timeStyle: 'short' }) })}</Text>
        <Textarea label={t('declineReason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={1000} autosize minRows={2} />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={ask}>
            {t('declineErasure')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('declineTitle')}
        body={t('declineBody', { name: user.name })}
        confirmLabel={t('declineErasure')}
        danger={false}
        loading={declining.isLoading}
        onConfirm={confirm}
      />
    </Alert>
  );
}
