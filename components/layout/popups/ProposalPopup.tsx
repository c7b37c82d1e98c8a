import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { PopupModal } from '@/components/ui/PopupModal';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/api/request';
import { COMPANY_ROUTES } from '@/lib/api/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setProposalPopup, setToast } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';

/** `app.proposalPopup`: an OEM sends a proposal to the project `app.oemProject`. */
export function ProposalPopup() {
  const t = useTranslations('popups');
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.app.proposalPopup);
  const projectId = useAppSelector((state) => state.app.oemProject);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: { message: (value) => (value.trim() ? null : t('proposalMessageRequired')) },
  });

  const close = () => {
    setFailure(null);
    form.reset();
    dispatch(setProposalPopup(false));
  };

  const send = async ({ message }: { message: string }) => {
    setSending(true);
    setFailure(null);
    try {
      await request('POST', COMPANY_ROUTES.oemsProject, { project_id: projectId, message: message.trim() });
      dispatch(setToast(t('proposalSent')));
      close();
    } catch (error) {
      setFailure(failureMessage(error, t('proposalMessageRequired')));
    } finally {
      setSending(false);
    }
  };

  return (
    <PopupModal opened={opened} onClose={close} title={t('proposalTitle')} size="lg">
      <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
        <Stack>
          <Text size="sm">{t('proposalBody')}</Text>
          <Textarea label={t('proposalMessage')} required autosize minRows={5} maxRows={12} data-autofocus {...form.getInputProps('message')} />
          {failure && (
            <Text size="sm" c="red.8" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} disabled={!projectId}>
              {t('proposalSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
