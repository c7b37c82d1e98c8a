import { useState } from 'react';
import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetSharesQuery, useRevokeShareMutation } from '@/store/api/project-sharing';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { AccessKeySecret } from './sharing/AccessKeySecret';
import { AccessKeyForm, InviteForm } from './sharing/ShareForms';
import { InvestorRelationsSwitch } from './sharing/InvestorRelationsSwitch';
import { GrantRow, KeyRow, ShareSection, type Revocable } from './sharing/ShareLists';

/**
 * Sharing (owner only): invite people by e-mail to read or edit, and create access keys (the secret is shown
 * once, with a copy button); every invitation and key can be revoked at once.
 */
export function SharingPanel({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  const { data, isLoading, error } = useGetSharesQuery(projectId);
  const [revokeShare, revocation] = useRevokeShareMutation();
  const [secret, setSecret] = useState<{ key: string; label: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<Revocable | null>(null);

  const revoke = async () => {
    if (!toRevoke) return;
    try {
      await revokeShare({ project_id: projectId, id: toRevoke.id }).unwrap();
      dispatch(setToast(t('revoked', { name: toRevoke.name })));
      setToRevoke(null);
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('shareFailed'))));
    }
  };

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InviteForm projectId={projectId} />
        <AccessKeyForm projectId={projectId} onCreated={setSecret} />
      </SimpleGrid>

      {isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {error && <Alert color="red">{failureMessage(error, t('shareListFailed'))}</Alert>}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ShareSection id="share-people" title={t('peopleTitle', { count: data.grants.length })} empty={t('peopleNone')}>
            {data.grants.map((grant) => (
              <GrantRow key={grant.id} grant={grant} onRevoke={setToRevoke}>
                <InvestorRelationsSwitch projectId={projectId} grant={grant} />
              </GrantRow>
            ))}
          </ShareSection>
          <ShareSection id="share-keys" title={t('keysTitle', { count: data.access_keys.length })} empty={t('keysNone')}>
            {data.access_keys.map((key) => (
              <KeyRow key={key.id} accessKey={key} onRevoke={setToRevoke} />
            ))}
          </ShareSection>
        </SimpleGrid>
      )}

      <AccessKeySecret secret={secret} onClose={() => setSecret(null)} />
      <ConfirmModal
        opened={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={t('revokeTitle')}
        body={toRevoke ? t('revokeBody', { name: toRevoke.name }) : ''}
        confirmLabel={t('revoke')}
        loading={revocation.isLoading}
        onConfirm={() => void revoke()}
      />
    </Stack>
  );
}
