import { Alert, Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { StaffUserDetails } from '@/lib/schemas/staff-users';
import { ROLES, type Role } from '@/lib/schemas/users';
import { useChangeStaffUserMutation } from '@/store/api/staff-users';

/** The user's roles, changed with a reason (written to the user's audit chain). */
export function StaffUserRoles({ user }: { user: StaffUserDetails }) {
  const t = useTranslations('staffUsers');
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [change, { isLoading }] = useChangeStaffUserMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    if (!reason.trim()) return setError(t('reasonRequired'));
    change({ user_id: user.id, roles, reason: reason.trim() })
      .unwrap()
      .then(() => {
        setSaved(true);
        setReason('');
      })
      .catch((failure: unknown) => setError(failureMessage(failure, t('saveFailed'))));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('rolesTitle')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Checkbox.Group value={roles} onChange={(value) => setRoles(value as Role[])} label={t('rolesLabel')}>
            <Group gap="md" mt={4}>
              {ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput label={t('reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {saved && (
            <Alert color="green" role="status">
              {t('rolesSaved')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={isLoading}>
              {t('saveRoles')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
