import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import { ProposalTermsForm } from '@/components/ui/ProposalTermsForm';
import { useSendProposalMutation } from '@/store/api/proposals';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setProposalPopup, setToast } from '@/store/slices/app';

/** `app.proposalPopup`: an OEM sends a proposal to the project `app.oemProject`, with the full offer form. */
export function ProposalPopup() {
  const t = useTranslations('proposals');
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.app.proposalPopup);
  const projectId = useAppSelector((state) => state.app.oemProject);
  const [send] = useSendProposalMutation();
  const close = () => dispatch(setProposalPopup(false));

  return (
    <PopupModal opened={opened} onClose={close} title={t('formTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('formBody')}</Text>
        {projectId ? (
          <ProposalTermsForm
            submitLabel={t('formSend')}
            onSubmit={async (proposal) => {
              await send({ project_id: projectId, proposal }).unwrap();
              dispatch(setToast(t('formSent')));
              close();
            }}
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('formNoProject')}
          </Text>
        )}
      </Stack>
    </PopupModal>
  );
}
