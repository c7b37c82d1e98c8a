import { Alert, Button, Checkbox, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { DISCOVERABLE_FIELDS, type DiscoverableField } from '@/lib/schemas/oem-constants';
import type { Discoverability } from '@/lib/schemas/oem-matches';
import { useSaveDiscoverabilityMutation } from '@/store/api/oems';

/** The owner lets verified OEMs find the project, choosing the fields they see; others read the setting. */
export function DiscoverabilityCard({ projectId, value, owner }: { projectId: string; value: Discoverability; owner: boolean }) {
  const t = useTranslations('oems');
  const [discoverable, setDiscoverable] = useState(value.discoverable);
  const [fields, setFields] = useState<DiscoverableField[]>(value.fields);
  const [save, saving] = useSaveDiscoverabilityMutation();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    setNote(null);
    try {
      await save({ project_id: projectId, discoverable, fields }).unwrap();
      setNote({ ok: true, text: t('discover.saved') });
    } catch (failure) {
      setNote({ ok: false, text: failureMessage(failure, t('discover.ownerOnly')) });
    }
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="discoverability-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="discoverability-title">
          {t('discover.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('discover.body')}
        </Text>
        <Switch label={t('discover.switch')} checked={discoverable} disabled={!owner} onChange={(event) => setDiscoverable(event.currentTarget.checked)} />
        <Checkbox.Group label={t('discover.fields')} value={fields} onChange={(next) => setFields(next as DiscoverableField[])}>
          <Group gap="md" mt={6}>
            {DISCOVERABLE_FIELDS.map((field) => (
              <Checkbox key={field} value={field} label={t(`discover.field.${field}`)} disabled={!owner || !discoverable} />
            ))}
          </Group>
        </Checkbox.Group>
        {owner ? (
          <Group>
            <Button onClick={() => void submit()} loading={saving.isLoading}>
              {t('discover.save')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {t('discover.ownerOnly')}
          </Text>
        )}
        {note && (
          <Alert color={note.ok ? 'forest' : 'red'} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
