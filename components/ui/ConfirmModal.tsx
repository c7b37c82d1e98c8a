import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  /** Red for what cannot be undone (the default). */
  danger?: boolean;
}

/** Asks once more before something that cannot be undone; Cancel has the focus. */
export function ConfirmModal({ opened, onClose, title, body, confirmLabel, onConfirm, loading, danger = true }: ConfirmModalProps) {
  const t = useTranslations('common');
  return (
    <PopupModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}
