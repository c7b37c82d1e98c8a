import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import type { Proposal } from '@/lib/schemas/proposals';
import { useDecideProposalMutation } from '@/store/api/proposals';

/** Accept or decline (with a reason), each after a confirmation: a decided proposal cannot change. */
export function ProposalDecision({ proposal }: { proposal: Proposal }) {
  const t = useTranslations('proposals');
  const [decide, state] = useDecideProposalMutation();
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { project_id: proposal.project_id, proposal_id: proposal.id };
  const close = () => {
    setAsking(null);
    setError(null);
  };

  const run = async (body: Parameters<typeof decide>[0]) => {
    setError(null);
    try {
      await decide(body).unwrap();
      close();
    } catch (failure) {
      setError(failureMessage(failure, t('stepFailed')));
    }
  };

  return (
    <>
      <Group gap="sm">
        {/* The primary green: Mantine's own green under white text is below 4.5:1. */}
        <Button onClick={() => setAsking('accept')}>{t('accept')}</Button>
        <Button variant="default" onClick={() => setAsking('decline')}>
          {t('decline')}
        </Button>
      </Group>
      <ConfirmModal
        opened={asking === 'accept'}
        onClose={close}
        title={t('acceptTitle')}
        body={
          <Stack gap="xs">
            <Text size="sm">{t('acceptBody', { version: proposal.current_version, company: proposal.company_name })}</Text>
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        }
        confirmLabel={t('accept')}
        danger={false}
        loading={state.isLoading}
        onConfirm={() => void run({ ...ids, decision: 'accept' })}
      />
      <Modal opened={asking === 'decline'} onClose={close} title={t('declineTitle')} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setError(t('required'));
            void run({ ...ids, decision: 'decline', reason: reason.trim() });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('declineBody', { company: proposal.company_name })}</Text>
            <Textarea
              label={t('declineReason')}
              required
              autosize
              minRows={3}
              value={reason}
              error={error}
              data-autofocus
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" color="red" loading={state.isLoading}>
                {t('decline')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
