import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconMail } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { AccessKey, ShareGrant, ShareRight } from '@/lib/schemas/projects';
import { PopupModal } from '@/components/ui/PopupModal';
import { useCreateShareMutation, useGetSharesQuery, useRevokeShareMutation } from '@/store/api/projects';
import { useAppDispatch } from '@/store/hooks';
import { setToast, setToastError } from '@/store/slices/app';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { failureMessage } from '@/lib/api/api-error';
import classes from './Projects.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function RightControl({ value, onChange, label }: { value: ShareRight; onChange: (value: ShareRight) => void; label: string }) {
  const t = useTranslations('projects');
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={`${label}-right`}>
        {t('shareRight')}
      </Text>
      <SegmentedControl
        aria-labelledby={`${label}-right`}
        value={value}
        onChange={(next) => onChange(next as ShareRight)}
        data={[
          { value: 'read', label: t('rights.read') },
          { value: 'edit', label: t('rights.edit') },
        ]}
      />
    </div>
  );
}

function RightBadge({ right }: { right: ShareRight }) {
  const t = useTranslations('projects');
  return (
    <Badge variant="light" color={right === 'edit' ? 'forest' : 'gray'} radius="sm">
      {t(`rights.${right}`)}
    </Badge>
  );
}

/**
 * Sharing (owner only): invite people by e-mail to read or edit, and create access keys (the secret is shown
 * once, with a copy button); every invitation and key can be revoked at once.
 */
/** One list of the sharing settings (people, or access keys), with what it says when it is empty. */
function ShareSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {children}
        </Stack>
      )}
    </section>
  );
}

export function SharingPanel({ projectId }: { projectId: string }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { data, isLoading, error } = useGetSharesQuery(projectId);
  const [createShare, creation] = useCreateShareMutation();
  const [revokeShare, revocation] = useRevokeShareMutation();
  const [secret, setSecret] = useState<{ key: string; label: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<{ id: string; name: string } | null>(null);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);

  const invite = useForm({
    mode: 'controlled',
    initialValues: { email: '', right: 'read' as ShareRight },
    validate: { email: (value) => (EMAIL.test(value.trim()) ? null : t('emailInvalid')) },
  });
  const accessKey = useForm({
    mode: 'controlled',
    initialValues: { label: '', right: 'read' as ShareRight },
    validate: { label: (value) => (value.trim() ? null : t('keyLabelRequired')) },
  });

  const sendInvite = async (values: { email: string; right: ShareRight }) => {
    setInviteError(null);
    try {
      await createShare({ kind: 'invite', projectId, email: values.email.trim(), right: values.right }).unwrap();
      dispatch(setToast(t('inviteSent', { email: values.email.trim() })));
      invite.reset();
    } catch (failure) {
      setInviteError(failureMessage(failure, t('shareFailed')));
    }
  };

  const createKey = async (values: { label: string; right: ShareRight }) => {
    setKeyError(null);
    try {
      const created = await createShare({ kind: 'access_key', projectId, label: values.label.trim(), right: values.right }).unwrap();
      if (created.kind === 'access_key') setSecret({ key: created.key, label: created.accessKey.label });
      accessKey.reset();
    } catch (failure) {
      setKeyError(failureMessage(failure, t('shareFailed')));
    }
  };

  const revoke = async () => {
    if (!toRevoke) return;
    try {
      await revokeShare({ projectId, id: toRevoke.id }).unwrap();
      dispatch(setToast(t('revoked', { name: toRevoke.name })));
      setToRevoke(null);
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('shareFailed'))));
    }
  };

  const grantRow = (grant: ShareGrant) => (
    <Paper key={grant.id} withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {grant.user?.name ?? grant.email}
          </Text>
          <Text size="xs" c="gray.7">
            {grant.user ? grant.email : t('invitePending')} · {format.dateTime(new Date(grant.createdAt), { dateStyle: 'medium' })}
          </Text>
        </Stack>
        <Group gap="xs">
          <RightBadge right={grant.right} />
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setToRevoke({ id: grant.id, name: grant.email })}>
            {t('revoke')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );

  const keyRow = (key: AccessKey) => (
    <Paper key={key.id} withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {key.label}
          </Text>
          <Text size="xs" c="gray.7">
            {t('keyHint', { hint: key.hint })} · {format.dateTime(new Date(key.createdAt), { dateStyle: 'medium' })}
          </Text>
        </Stack>
        <Group gap="xs">
          <RightBadge right={key.right} />
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setToRevoke({ id: key.id, name: key.label })}>
            {t('revoke')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="share-invite">
          <Title order={2} size="h4" id="share-invite" mb={4}>
            {t('inviteTitle')}
          </Title>
          <Text size="sm" c="gray.7" mb="md">
            {t('inviteBody')}
          </Text>
          <form onSubmit={invite.onSubmit((values) => void sendInvite(values))} noValidate>
            <Stack>
              <TextInput
                type="email"
                label={t('inviteEmail')}
                placeholder="name@example.org"
                leftSection={<IconMail size={16} aria-hidden />}
                autoComplete="off"
                {...invite.getInputProps('email')}
              />
              <RightControl label="invite" value={invite.values.right} onChange={(right) => invite.setFieldValue('right', right)} />
              {inviteError && (
                <Text size="sm" c="red.8" role="alert">
                  {inviteError}
                </Text>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={creation.isLoading && creation.originalArgs?.kind === 'invite'}>
                  {t('inviteSend')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="share-key">
          <Title order={2} size="h4" id="share-key" mb={4}>
            {t('keyTitle')}
          </Title>
          <Text size="sm" c="gray.7" mb="md">
            {t('keyBody')}
          </Text>
          <form onSubmit={accessKey.onSubmit((values) => void createKey(values))} noValidate>
            <Stack>
              <TextInput label={t('keyLabel')} placeholder={t('keyLabelPlaceholder')} maxLength={80} {...accessKey.getInputProps('label')} />
              <RightControl label="key" value={accessKey.values.right} onChange={(right) => accessKey.setFieldValue('right', right)} />
              {keyError && (
                <Text size="sm" c="red.8" role="alert">
                  {keyError}
                </Text>
              )}
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconKey size={16} aria-hidden />} loading={creation.isLoading && creation.originalArgs?.kind === 'access_key'}>
                  {t('keyCreate')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </SimpleGrid>

      {isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {error && <Alert color="red">{failureMessage(error, t('shareListFailed'))}</Alert>}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ShareSection id="share-people" title={t('peopleTitle', { count: data.grants.length })} empty={t('peopleNone')}>
            {data.grants.map(grantRow)}
          </ShareSection>
          <ShareSection id="share-keys" title={t('keysTitle', { count: data.accessKeys.length })} empty={t('keysNone')}>
            {data.accessKeys.map(keyRow)}
          </ShareSection>
        </SimpleGrid>
      )}

      <PopupModal opened={secret !== null} onClose={() => setSecret(null)} title={t('keyCreatedTitle')} closeOnClickOutside={false}>
        {secret && (
          <Stack>
            <Text size="sm">{t('keyCreatedBody', { label: secret.label })}</Text>
            <div>
              <Text size="sm" fw={600} mb={4} id="access-key-secret">
                {t('keySecret')}
              </Text>
              <div className={classes.secret} aria-labelledby="access-key-secret" role="textbox" aria-readonly tabIndex={0}>
                {secret.key}
              </div>
            </div>
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('keyOnce')}
            </Alert>
            <Group justify="flex-end">
              <CopyButton value={secret.key}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                    {copied ? t('copied') : t('copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setSecret(null)}>{t('done')}</Button>
            </Group>
          </Stack>
        )}
      </PopupModal>
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
