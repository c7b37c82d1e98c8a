import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { AccessKey, ShareGrant, ShareRight } from '@/lib/schemas/projects';
import { RightBadge } from './ShareRights';

/** What can be revoked: an invitation or a key, named as the confirmation says it. */
export interface Revocable {
  id: string;
  name: string;
}

/** One list of the sharing settings (people, or access keys), with what it says when it is empty. */
export function ShareSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
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

/** A line of a list: who or what, a detail, the right it gives, and Revoke; `children` below (a setting of the line). */
function ShareRow({ title, detail, right, onRevoke, children }: { title: string; detail: string; right: ShareRight; onRevoke: () => void; children?: ReactNode }) {
  const t = useTranslations('projects');
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="xs" c="gray.7">
            {detail}
          </Text>
        </Stack>
        <Group gap="xs">
          <RightBadge right={right} />
          <Button size="compact-sm" variant="subtle" color="red" onClick={onRevoke}>
            {t('revoke')}
          </Button>
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/** A person invited to the project (the invitation is pending until someone with that address signs in). */
export function GrantRow({ grant, onRevoke, children }: { grant: ShareGrant; onRevoke: (target: Revocable) => void; children?: ReactNode }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  const since = format.dateTime(new Date(grant.created_at), { dateStyle: 'medium' });
  return (
    <ShareRow
      title={grant.user?.name ?? grant.email}
      detail={`${grant.user ? grant.email : t('invitePending')} · ${since}`}
      right={grant.right}
      onRevoke={() => onRevoke({ id: grant.id, name: grant.email })}
    >
      {children}
    </ShareRow>
  );
}

/** An access key, known by its label and the last characters of its secret. */
export function KeyRow({ accessKey, onRevoke }: { accessKey: AccessKey; onRevoke: (target: Revocable) => void }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  const since = format.dateTime(new Date(accessKey.created_at), { dateStyle: 'medium' });
  return (
    <ShareRow
      title={accessKey.label}
      detail={`${t('keyHint', { hint: accessKey.hint })} · ${since}`}
      right={accessKey.right}
      onRevoke={() => onRevoke({ id: accessKey.id, name: accessKey.label })}
    />
  );
}
