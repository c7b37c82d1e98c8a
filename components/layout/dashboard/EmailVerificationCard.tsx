import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { useResendVerificationMutation } from '@/store/api/users';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { DashboardCard } from './DashboardCard';

/**
 * Until the user confirms their address, projects shared with it and transfers offered to it stay closed: this card
 * says why, where the offers would show, and sends the link again (`POST /me/verification`).
 */
export function EmailVerificationCard({ email }: { email: string }) {
  const t = useTranslations('homepage');
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendVerificationMutation();

  const sendAgain = async () => {
    try {
      await resend().unwrap();
      dispatch(setToast(t('verifySent', { email })));
    } catch (error) {
      const status = failureStatus(error);
      if (status === 429) dispatch(setToastError(t('verifyTooSoon')));
      // 409: the address is confirmed already, or by the service the user signs in with; the answer says which.
      else dispatch(setToastError(status === 409 ? failureMessage(error, t('verifyFailed')) : t('verifyFailed')));
    }
  };

  return (
    <DashboardCard id="dashboard-verify" title={t('verifyTitle')}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <ThemeIcon variant="light" color="sand" radius="xl" aria-hidden>
            <IconMailCheck size={18} />
          </ThemeIcon>
          <Text size="sm">{t('verifyBody', { email })}</Text>
        </Group>
        <Button size="sm" variant="light" loading={isLoading} onClick={() => void sendAgain()}>
          {t('verifyResend')}
        </Button>
      </Group>
    </DashboardCard>
  );
}
