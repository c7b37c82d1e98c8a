import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';

/** Mantine's notification store, loaded with the first toast rather than with every page. */
async function showNotification(notification: { title: string; message: string; color: string; autoClose?: number }) {
  const { notifications } = await import('@mantine/notifications');
  notifications.show(notification);
}

/** Shows `app.toast` and `app.toastError` as notifications, then clears them so the same text can come again. */
export function ToastBridge() {
  const t = useTranslations('status');
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.app.toast);
  const toastError = useAppSelector((state) => state.app.toastError);

  useEffect(() => {
    if (!toast) return;
    void showNotification({ title: t('toastSuccess'), message: toast, color: 'forest' });
    dispatch(setToast(null));
  }, [toast, dispatch, t]);

  useEffect(() => {
    if (!toastError) return;
    void showNotification({ title: t('toastError'), message: toastError, color: 'red', autoClose: 8000 });
    dispatch(setToastError(null));
  }, [toastError, dispatch, t]);

  return null;
}
