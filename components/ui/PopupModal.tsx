import { Modal, type ModalProps } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** A centred modal whose close button is labelled in the interface language. */
export function PopupModal(props: ModalProps) {
  const t = useTranslations('common');
  return <Modal centered closeButtonProps={{ 'aria-label': t('close') }} {...props} />;
}
