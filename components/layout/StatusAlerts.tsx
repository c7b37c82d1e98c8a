import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setError, setInfo } from '@/store/slices/app';

/** The app's error and info messages as dismissible alerts (loaded with the first message: see StatusMessages). */
export default function StatusAlerts() {
  const t = useTranslations('status');
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.app.error);
  const info = useAppSelector((state) => state.app.info);
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
