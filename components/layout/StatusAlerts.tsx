import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setError, setInfo } from '@/store/slices/app';

interface MessageAlertProps {
  message: ReactNode;
  role: 'alert' | 'status';
  color: string;
  title: string;
  icon: ReactNode;
  onClose: () => void;
}

function MessageAlert({ message, role, color, title, icon, onClose }: MessageAlertProps) {
  const t = useTranslations('status');
  return (
    <Alert role={role} color={color} variant="light" title={title} icon={icon} withCloseButton closeButtonLabel={t('dismiss')} onClose={onClose}>
      {message}
    </Alert>
  );
}

/** The app's error and info messages as dismissible alerts (loaded with the first message: see StatusMessages). */
export default function StatusAlerts() {
  const t = useTranslations('status');
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.app.error);
  const info = useAppSelector((state) => state.app.info);
  return (
    <Stack gap="sm" mb="md">
      {error && <MessageAlert message={error} role="alert" color="red" title={t('errorTitle')} icon={<IconAlertTriangle aria-hidden />} onClose={() => dispatch(setError(null))} />}
      {info && <MessageAlert message={info} role="status" color="forest" title={t('infoTitle')} icon={<IconInfoCircle aria-hidden />} onClose={() => dispatch(setInfo(null))} />}
    </Stack>
  );
}
