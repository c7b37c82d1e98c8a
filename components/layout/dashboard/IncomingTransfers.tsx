import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { OwnershipTransfer } from '@/lib/schemas/projects';
import { useDecideOwnershipMutation } from '@/store/api/project-changes';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { DashboardCard } from './DashboardCard';

/** The transfers offered to me and waiting for an answer: accept or decline each (`PUT /ownership`). */
export function IncomingTransfers({ incoming }: { incoming: OwnershipTransfer[] }) {
  const t = useTranslations('homepage');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const [decide, decision] = useDecideOwnershipMutation();

  const answer = async (transfer: OwnershipTransfer, choice: 'accept' | 'decline') => {
    try {
      await decide({ id: transfer.id, decision: choice }).unwrap();
      dispatch(setToast(t(choice === 'accept' ? 'transferAccepted' : 'transferDeclined', { name: transfer.project.name })));
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('transferFailed'))));
    }
  };

  const busy = (id: string, choice: 'accept' | 'decline') => decision.isLoading && decision.originalArgs?.id === id && decision.originalArgs.decision === choice;

  return (
    <DashboardCard id="dashboard-transfers" title={t('transfersTitle')}>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {incoming.map((transfer) => (
          <Paper key={transfer.id} component="li" withBorder radius="md" p="sm" bg="sand.0">
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 18rem' }}>
                <ThemeIcon variant="light" color="sand" radius="xl" aria-hidden>
                  <IconArrowsExchange size={18} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {t('transferOffer', { name: transfer.from.name, project: transfer.project.name })}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {format.dateTime(new Date(transfer.created_at), { dateStyle: 'medium' })}
                  </Text>
                </div>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={busy(transfer.id, 'accept')}
                  onClick={() => void answer(transfer, 'accept')}
                  aria-label={t('transferAcceptNamed', { project: transfer.project.name })}
                >
                  {t('transferAccept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={busy(transfer.id, 'decline')}
                  onClick={() => void answer(transfer, 'decline')}
                  aria-label={t('transferDeclineNamed', { project: transfer.project.name })}
                >
                  {t('transferDecline')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </DashboardCard>
  );
}
