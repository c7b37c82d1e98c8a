import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MultiSelect } from '@/components/ui/Select';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { EvidenceArtefact, EvidencePage } from '@/lib/schemas/monitoring-evidence-links';
import { useAttachArtefactsMutation, useDetachArtefactMutation } from '@/store/api/monitoring-evidence';
import { ArtefactThumbnail } from './ArtefactThumbnail';

export interface ArtefactsPanelProps {
  monitoringId: string;
  evidenceId: string;
  artefacts: EvidenceArtefact[];
  candidates: EvidencePage['candidates'];
  canEdit: boolean;
}

/** The files a record holds, with what the checks flagged on each; editors attach and detach them. */
export function ArtefactsPanel({ monitoringId, evidenceId, artefacts, candidates, canEdit }: ArtefactsPanelProps) {
  const t = useTranslations('evidence');
  const format = useFormatter();
  const [picked, setPicked] = useState<string[]>([]);
  const [attach, attaching] = useAttachArtefactsMutation();
  const [detach, detaching] = useDetachArtefactMutation();

  const submit = async () => {
    await attach({ monitoring_id: monitoringId, evidence_id: evidenceId, artefact_ids: picked })
      .unwrap()
      .then(() => setPicked([]))
      .catch(() => undefined);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="artefacts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="artefacts-title">
          {t('artefacts.title')}
        </Title>
        {artefacts.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('artefacts.none')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {artefacts.map((artefact) => (
            <Paper key={artefact.id} withBorder radius="sm" p="sm" component="li" data-testid="evidence-artefact" aria-label={artefact.file_name}>
              <Stack gap={4}>
                {artefact.has_thumbnail && <ArtefactThumbnail artefactId={artefact.id} name={artefact.file_name} />}
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={500} truncate>
                    {artefact.file_name}
                  </Text>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('artefacts.detach', { name: artefact.file_name })}
                      loading={detaching.isLoading}
                      onClick={() =>
                        detach({ monitoring_id: monitoringId, evidence_id: evidenceId, artefact_id: artefact.id })
                          .unwrap()
                          .catch(() => undefined)
                      }
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
                <Text size="xs" c="gray.7">
                  {artefact.captured_at
                    ? t('artefacts.captured', { time: format.dateTime(new Date(artefact.captured_at), { dateStyle: 'medium', timeStyle: 'short' }) })
                    : t('artefacts.noCapture')}
                  {artefact.latitude !== null && artefact.longitude !== null
                    ? ` · ${t('artefacts.position', { lat: artefact.latitude.toFixed(5), lon: artefact.longitude.toFixed(5) })}`
                    : ''}
                </Text>
                <Text size="xs" c="gray.7" ff="monospace" title={artefact.sha256}>
                  SHA-256 {artefact.sha256.slice(0, 16)}…
                </Text>
                <Group gap={4}>
                  {artefact.flags.map((flag) => (
                    <Badge key={flag.kind} color="orange" variant="light" radius="sm" data-flag={flag.kind}>
                      {t(`flags.${flag.kind}`)}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {canEdit && candidates.length > 0 && (
          <Group align="flex-end" gap="xs">
            <MultiSelect
              style={{ flex: 1, minWidth: 220 }}
              label={t('artefacts.attachLabel')}
              placeholder={t('artefacts.attachPlaceholder')}
              data={candidates.map((candidate) => ({ value: candidate.id, label: candidate.file_name }))}
              value={picked}
              onChange={setPicked}
              searchable
              clearable
            />
            <Button onClick={submit} disabled={picked.length === 0} loading={attaching.isLoading}>
              {t('artefacts.attach')}
            </Button>
          </Group>
        )}
        {attaching.error && <Alert color="red">{failureMessage(attaching.error, t('artefacts.attachFailed'))}</Alert>}
        {detaching.error && <Alert color="red">{failureMessage(detaching.error, t('artefacts.detachFailed'))}</Alert>}
      </Stack>
    </Paper>
  );
}
