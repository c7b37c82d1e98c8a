import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { STAFF_USERS_PATH } from '@/lib/page-routes/staff-users';
import type { StaffUserDetails } from '@/lib/schemas/staff-users';
import { useChangeStaffUserMutation, useEraseUserMutation } from '@/store/api/staff-users';

/** Disable or enable the account (asked first), and erase the user (confirmed by typing their address). */
export function StaffUserAccount({ user }: { user: StaffUserDetails }) {
  const t = useTranslations('staffUsers');
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'toggle' | 'erase' | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [change, changing] = useChangeStaffUserMutation();
  const [erase, erasing] = useEraseUserMutation();

  const ask = (what: 'toggle' | 'erase') => {
    setError(null);
    if (!reason.trim()) return setError(t('reasonRequired'));
    setTyped('');
    setAsking(what);
  };
  const fail = (failure: unknown) => {
    setAsking(null);
    setError(failureMessage(failure, t('saveFailed')));
  };
  const toggle = () =>
    change({ user_id: user.id, disabled: !user.disabled, reason: reason.trim() })
      .unwrap()
      .then(() => {
        setAsking(null);
        setReason('');
      })
      .catch(fail);
  const confirmErase = () =>
    erase({ user_id: user.id, confirm_email: typed.trim(), reason: reason.trim() })
      .unwrap()
      .then(() => router.push(`${STAFF_USERS_PATH}?erased=1`))
      .catch(fail);

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('accountTitle')}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{user.disabled ? t('isDisabled') : t('isActive')}</Text>
        <TextInput label={t('reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => ask('toggle')}>
            {user.disabled ? t('enable') : t('disable')}
          </Button>
          {user.email && (
            <Button color="red" variant="light" onClick={() => ask('erase')}>
              {t('erase')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking === 'toggle'}
        onClose={() => setAsking(null)}
        title={user.disabled ? t('enableTitle') : t('disableTitle')}
        body={user.disabled ? t('enableBody', { name: user.name }) : t('disableBody', { name: user.name })}
        confirmLabel={user.disabled ? t('enable') : t('disable')}
        danger={!user.disabled}
        loading={changing.isLoading}
        onConfirm={toggle}
      />
      <ConfirmModal
        opened={asking === 'erase'}
        onClose={() => setAsking(null)}
        title={t('eraseTitle')}
        body={
          <Stack gap="xs">
            <Text size="sm">{t('eraseBody')}</Text>
            <TextInput label={t('typeEmail', { email: user.email ?? '' })} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" />
          </Stack>
        }
        confirmLabel={t('eraseConfirm')}
        loading={erasing.isLoading}
        onConfirm={() => (typed.trim().toLowerCase() === user.email?.toLowerCase() ? confirmErase() : setError(t('typeEmailExactly')))}
      />
    </Paper>
  );
}
