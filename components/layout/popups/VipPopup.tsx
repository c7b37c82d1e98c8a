import { useState } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { PopupModal } from '@/components/ui/PopupModal';
import { IconCrown } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import { request } from '@/lib/api/request';
import { USER_ROUTES } from '@/lib/api/routes';
import { contactRequestSchema } from '@/lib/schemas/users';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setNeedLoginPopup, setToast, setToastError, setVipPopup } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';

/** `app.vipPopup`: a premium feature; the user can ask the team for access (a contact request). */
export function VipPopup() {
  const t = useTranslations();
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.app.vipPopup);
  const { me } = useShared();
  const [sending, setSending] = useState(false);

  const close = () => dispatch(setVipPopup(false));

  const askForAccess = async () => {
    if (!me?.email) {
      close();
      dispatch(setNeedLoginPopup({ open: true, isInvestor: false }));
      return;
    }
    setSending(true);
    try {
      const body = contactRequestSchema.parse({
        name: me.name,
        email: me.email,
        company: me.company ?? '',
        subject: t('popups.vipSubject'),
        message: t('popups.vipMessage', { name: me.name }),
      });
      await request('POST', USER_ROUTES.contact, body);
      dispatch(setToast(t('popups.vipRequested')));
      close();
    } catch (error) {
      dispatch(setToastError(failureMessage(error, t('status.errorTitle'))));
    } finally {
      setSending(false);
    }
  };

  return (
    <PopupModal opened={opened} onClose={close} title={t('popups.vipTitle')}>
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="sand" c="sand.9" variant="light" size={44} radius="xl" aria-hidden>
            <IconCrown size={24} />
          </ThemeIcon>
          <Text size="sm">{t('popups.vipBody')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
          <Button loading={sending} onClick={() => void askForAccess()}>
            {t('popups.vipRequest')}
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}
