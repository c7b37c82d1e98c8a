import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { useAskErasureMutation, useGetMyErasureRequestQuery } from '@/store/api/users';

/** The request button's label wraps on a phone rather than running past its card (the French one is long). */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center' as const } };

/**
 * /account: what the platform keeps, and the request to erase the account (issue 24), asked once more before it is
 * sent; then its state (waiting, or declined with the team's reason, when it may be asked again).
 */
export function AccountErasure() {
  const t = useTranslations('account');
  const format = useFormatter();
  const { data, error: loadError, isLoading } = useGetMyErasureRequestQuery();
  const [ask, asking] = useAskErasureMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = data?.request ?? null;
  const dateOf = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });

  const send = () =>
    ask({ confirm: true })
      .unwrap()
      .then(() => setConfirming(false))
      .catch((failure: unknown) => {
        setConfirming(false);
        setError(failureMessage(failure, t('askFailed')));
      });

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="gray.7">{t('intro')}</Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('erasureTitle')}
        </Title>
        <Stack gap="sm">
          <Text size="sm">{t('erasureBody')}</Text>
          <Text size="sm">{t('erasureKept')}</Text>
          {isLoading && <Skeleton height={36} />}
          {loadError && !data && <Alert color="gray">{failureMessage(loadError, t('loadError'))}</Alert>}
          {request?.state === 'pending' && (
            <Alert color="orange" role="status">
              {t('pending', { date: dateOf(request.requested_at) })}
            </Alert>
          )}
          {request?.state === 'declined' && (
            <Alert color="gray" role="status">
              <Text size="sm">{t('declined', { date: dateOf(request.decided_at ?? request.requested_at) })}</Text>
              <Text size="sm" fw={600} my={4} style={{ whiteSpace: 'pre-wrap' }}>
                {request.decline_reason}
              </Text>
              <Text size="sm">{t('askAgain')}</Text>
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {data && request?.state !== 'pending' && (
            <div>
              <Button color="red" variant="light" h="auto" mih={36} py={6} styles={WRAPPING_LABEL} onClick={() => (setError(null), setConfirming(true))}>
                {t('ask')}
              </Button>
            </div>
          )}
        </Stack>
      </Paper>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle')}
        body={t('confirmBody')}
        confirmLabel={t('confirm')}
        loading={asking.isLoading}
        onConfirm={send}
      />
    </Stack>
  );
}
