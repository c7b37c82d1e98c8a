import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';

/** Shows `app.toast` and `app.toastError` as notifications, then clears them so the same text can come again. */
export function ToastBridge() {
  const t = useTranslations('status');
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.app.toast);
  const toastError = useAppSelector((state) => state.app.toastError);

  useEffect(() => {
    if (!toast) return;
    notifications.show({ title: t('toastSuccess'), message: toast, color: 'forest' });
    dispatch(setToast(null));
  }, [toast, dispatch, t]);

  useEffect(() => {
    if (!toastError) return;
    notifications.show({ title: t('toastError'), message: toastError, color: 'red', autoClose: 8000 });
    dispatch(setToastError(null));
  }, [toastError, dispatch, t]);

  return null;
}
