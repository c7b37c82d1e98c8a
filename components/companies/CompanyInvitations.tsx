import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { COMPANY_ROLES, type CompanyInvitation, type CompanyRole } from '@/lib/schemas/companies';
import { useInviteMemberMutation, useWithdrawInvitationMutation } from '@/store/api/companies';

/** Admins invite by address and withdraw an open invitation after a confirmation. */
export function CompanyInvitations({ invitations }: { invitations: CompanyInvitation[] }) {
  const t = useTranslations('companies');
  const format = useFormatter();
  const [invite, inviteState] = useInviteMemberMutation();
  const [withdraw, withdrawState] = useWithdrawInvitationMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('member');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState<CompanyInvitation | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    try {
      await invite({ email: email.trim(), role }).unwrap();
      setNote({ ok: true, text: t('invited', { email: email.trim() }) });
      setEmail('');
    } catch (failure) {
      setNote({ ok: false, text: failureMessage(failure, t('inviteFailed')) });
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('invitations')}
        </Title>
        <form noValidate onSubmit={(event) => void send(event)}>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput label={t('inviteEmail')} type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} style={{ flex: '1 1 220px' }} />
            <Select
              label={t('roleLabel')}
              data={COMPANY_ROLES.map((value) => ({ value, label: t(value) }))}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && setRole(value as CompanyRole)}
              w={170}
            />
            <Button type="submit" loading={inviteState.isLoading} disabled={!email.trim()}>
              {t('invite')}
            </Button>
          </Group>
        </form>
        {note && (
          <Text size="sm" c={note.ok ? 'green.9' : 'red.8'} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </Text>
        )}
        {invitations.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('noInvitations')}
          </Text>
        ) : (
          invitations.map((invitation) => (
            <Group key={invitation.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Text size="sm" c="gray.7">
                  {t(invitation.role)} · {t('expires', { date: format.dateTime(new Date(invitation.expires_at), { dateStyle: 'medium' }) })}
                </Text>
              </Stack>
              <Button variant="subtle" color="red" size="xs" onClick={() => setWithdrawing(invitation)}>
                {t('withdraw')}
              </Button>
            </Group>
          ))
        )}
      </Stack>
      <ConfirmModal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('withdrawTitle', { email: withdrawing?.email ?? '' })}
        body={t('withdrawBody')}
        confirmLabel={t('withdraw')}
        loading={withdrawState.isLoading}
        onConfirm={() => withdrawing && void withdraw(withdrawing.id).then(() => setWithdrawing(null))}
      />
    </Paper>
  );
}
