import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { COMPANY_ROLES, type CompanyMember, type CompanyRole, type CompanyView } from '@/lib/schemas/companies';
import { useChangeMemberRoleMutation, useRemoveMemberMutation } from '@/store/api/companies';

const statusOf = (failure: unknown) => (typeof failure === 'object' && failure !== null && 'status' in failure ? failure.status : undefined);

/**
 * The members and their roles: admins change roles and remove, anyone leaves, each removal after a
 * confirmation; the last admin's refusal (409) is said in the reader's language.
 */
export function CompanyMembers({ view, myId }: { view: CompanyView; myId: string }) {
  const t = useTranslations('companies');
  const [changeRole, roleState] = useChangeMemberRoleMutation();
  const [remove, removeState] = useRemoveMemberMutation();
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isAdmin = view.role === 'admin';
  const company = view.company?.legal_name ?? '';

  const run = async (step: () => Promise<unknown>) => {
    setError(null);
    try {
      await step();
      setRemoving(null);
    } catch (failure) {
      setRemoving(null);
      setError(statusOf(failure) === 409 ? t('lastAdmin') : failureMessage(failure, t('memberFailed')));
    }
  };
  const self = removing?.user_id === myId;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('members')}
        </Title>
        {view.members.map((member) => (
          <Group key={member.user_id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600}>
                {member.name || member.email} {member.user_id === myId && t('you')}
              </Text>
              {member.email && (
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              {isAdmin ? (
                <Select
                  aria-label={t('roleOf', { name: member.name || (member.email ?? '') })}
                  data={COMPANY_ROLES.map((role) => ({ value: role, label: t(role) }))}
                  value={member.role}
                  allowDeselect={false}
                  disabled={roleState.isLoading}
                  w={200}
                  onChange={(role) => role && role !== member.role && void run(() => changeRole({ user_id: member.user_id, role: role as CompanyRole }).unwrap())}
                />
              ) : (
                <Text size="sm">{t(member.role)}</Text>
              )}
              {(isAdmin || member.user_id === myId) && (
                <Button variant="subtle" color="red" size="xs" onClick={() => setRemoving(member)}>
                  {member.user_id === myId ? t('leave') : t('remove')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={self ? t('leaveTitle', { company }) : t('removeTitle', { name: removing?.name ?? '' })}
        body={self ? t('leaveBody') : t('removeBody', { name: removing?.name ?? '' })}
        confirmLabel={self ? t('leave') : t('remove')}
        loading={removeState.isLoading}
        onConfirm={() => removing && void run(() => remove(removing.user_id).unwrap())}
      />
    </Paper>
  );
}
