import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { useGetDataroomRequestsQuery } from '@/store/api/dataroom';

export interface CloseDialogProps {
  opportunityId: string;
  opened: boolean;
  closing: boolean;
  onClose: () => void;
  onConfirm: (keepDataroomAccess: boolean) => void;
}

/**
 * Asks before a publication closes (requirements ): what happens to the signers (they keep what they
 * signed) and to the data room — how many investors have access now, and that it ends with the close unless the
 * developer keeps it open.
 */
export function CloseDialog({ opportunityId, opened, closing, onClose, onConfirm }: CloseDialogProps) {
  const t = useTranslations('signing.closeDialog');
  const [keep, setKeep] = useState(false);
  const requests = useGetDataroomRequestsQuery(opportunityId, { skip: !opened });
  const count = (requests.data ?? []).filter((request) => request.grants.some((grant) => grant.state === 'active')).length;
  const body = (
    <Stack gap="sm">
      <Text size="sm">{t('intro')}</Text>
      <Text size="sm">{t('signers')}</Text>
      {requests.isLoading ? (
        <Text size="sm" c="gray.7">
          <Loader size="xs" mr="xs" />
          {t('counting')}
        </Text>
      ) : requests.isError ? null : (
        <Text size="sm" fw={600}>
          {[t('withAccess', { count }), count > 0 ? t(keep ? 'accessKept' : 'accessEnds', { count }) : ''].join(' ').trim()}
        </Text>
      )}
      {count > 0 && <Checkbox label={t('keep')} checked={keep} onChange={(event) => setKeep(event.currentTarget.checked)} />}
    </Stack>
  );
  return <ConfirmModal opened={opened} onClose={onClose} title={t('title')} body={body} confirmLabel={t('confirm')} loading={closing} onConfirm={() => onConfirm(keep)} />;
}
