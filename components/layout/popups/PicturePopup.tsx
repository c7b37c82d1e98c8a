import { useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { PopupModal } from '@/components/ui/PopupModal';
import { FileDrop } from '@/components/ui/FileDrop';
import { FileDropPrompt } from '@/components/ui/FileDropPrompt';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/api/request';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setPicturePopup, setToast, setToastError } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';

/** Image types and size the API accepts for a company logo. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_ROUTE = '/profiles/logo';

/** `app.picturePopup`: upload or replace the company logo. */
export function PicturePopup() {
  const t = useTranslations('popups');
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.app.picturePopup);
  const [uploading, setUploading] = useState(false);
  const [rejected, setRejected] = useState(false);

  const close = () => {
    setRejected(false);
    dispatch(setPicturePopup(false));
  };

  const upload = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setRejected(false);
    setUploading(true);
    try {
      await request('PUT', LOGO_ROUTE, {}, { file });
      dispatch(setToast(t('pictureSaved')));
      close();
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('pictureRejected'))));
    } finally {
      setUploading(false);
    }
  };

  return (
    <PopupModal opened={opened} onClose={close} title={t('pictureTitle')}>
      <Stack>
        <Text size="sm">{t('pictureBody')}</Text>
        <FileDrop
          onDrop={(files) => void upload(files)}
          onReject={() => setRejected(true)}
          accept={LOGO_TYPES}
          maxSize={LOGO_MAX_BYTES}
          multiple={false}
          loading={uploading}
          label={t('pictureDrop')}
        >
          <FileDropPrompt icon="image" title={t('pictureDrop')} hint={t('pictureHint')} mih={140} />
        </FileDrop>
        {uploading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('pictureUploading')}</Text>
          </Group>
        )}
        {rejected && (
          <Text size="sm" c="red.8" role="alert">
            {t('pictureRejected')}
          </Text>
        )}
      </Stack>
    </PopupModal>
  );
}
