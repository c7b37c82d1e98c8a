import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setError, setInfo } from '@/store/slices/app';

/** The app's error and info messages (`app.error`, `app.info`), each dismissible. */
export function StatusMessages() {
  const t = useTranslations('status');
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.app.error);
  const info = useAppSelector((state) => state.app.info);
  if (!error && !info) return null;
  return (
    <Stack gap="sm" mb="md">
      {error && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={t('errorTitle')}
          icon={<IconAlertTriangle aria-hidden />}
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => dispatch(setError(null))}
        >
          {error}
        </Alert>
      )}
      {info && (
        <Alert
          role="status"
          color="forest"
          variant="light"
          title={t('infoTitle')}
          icon={<IconInfoCircle aria-hidden />}
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => dispatch(setInfo(null))}
        >
          {info}
        </Alert>
      )}
    </Stack>
  );
}
