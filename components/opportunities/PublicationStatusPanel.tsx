import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import type { Publication } from '@/lib/schemas/opportunities';
import { opportunityHref } from '@/lib/page-routes/opportunities';
import { useMovePublicationMutation } from '@/store/deferred/opportunities';
import { useInvestmentFormat, type OpportunityFigures } from '@/components/ui/opportunity-format';
import { OpportunityFacts } from './OpportunityFacts';

/**
 * The question asked before a close (Mantine's Modal, its ScrollArea and floating-ui): its own chunk, loaded when the
 * close button is pointed at, focused or pressed, and kept mounted after its first opening.
 */
const loadCloseDialog = () => import('./CloseDialog');
const CloseDialog = dynamic(() => import('./CloseDialog').then((module) => module.CloseDialog), { ssr: false });

const COLOR = { draft: 'gray', submitted: 'sand', rejected: 'red', published: 'forest', closed: 'gray' } as const;

/** Where the publication stands (draft → submitted → rejected or published → closed), its figures, and its next steps. */
export function PublicationStatusPanel({ publication, figures }: { publication: Publication | null; figures: OpportunityFigures }) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  const [move, moving] = useMovePublicationMutation();
  const [error, setError] = useState<string | null>(null);
  const status = publication?.status ?? 'draft';

  const [confirmClose, setConfirmClose] = useState(false);
  const [askedClose, setAskedClose] = useState(false);

  const act = async (action: 'submit' | 'close', keepDataroomAccess = false) => {
    if (!publication) return;
    setError(null);
    try {
      await move({ project_id: publication.project_id, action, ...(action === 'close' ? { keep_dataroom_access: keepDataroomAccess } : {}) }).unwrap();
    } catch (failure) {
      setError(failureMessage(failure, t('editor.stepFailed')));
    }
    setConfirmClose(false);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="publication-status">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="publication-status">
            {t('editor.statusTitle')}
          </Title>
          <Badge color={COLOR[status]} variant="light" size="lg">
            {publication ? t(`statuses.${status}`) : t('editor.notSaved')}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t(`statusHelp.${publication ? status : 'new'}`)}
        </Text>
        {publication?.listed && status !== 'published' && <Text size="sm">{t('editor.stillListed')}</Text>}
        {publication?.rejection_reason && status === 'rejected' && (
          <Alert color="red" variant="light" title={t('editor.rejectedBecause')}>
            {publication.rejection_reason}
          </Alert>
        )}
        {publication?.published_at && <Text size="sm">{t('editor.publishedAt', { date: f.date(publication.published_at) })}</Text>}
        <OpportunityFacts opportunity={publication ?? figures} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="xs">
          {(status === 'draft' || status === 'rejected') && publication && (
            <Button loading={moving.isLoading} onClick={() => void act('submit')}>
              {t('editor.submit')}
            </Button>
          )}
          {(status === 'published' || status === 'submitted') && (
            <Button
              variant="default"
              color="red"
              loading={moving.isLoading}
              onMouseEnter={() => void loadCloseDialog()}
              onFocus={() => void loadCloseDialog()}
              onClick={() => {
                setAskedClose(true);
                setConfirmClose(true);
              }}
            >
              {t('editor.close')}
            </Button>
          )}
          {publication?.listed && (
            <Button variant="subtle" component={Link} href={opportunityHref(publication.id)}>
              {t('editor.viewListed')}
            </Button>
          )}
        </Group>
        {publication && askedClose && (
          <CloseDialog
            opportunityId={publication.id}
            opened={confirmClose}
            closing={moving.isLoading}
            onClose={() => setConfirmClose(false)}
            onConfirm={(keep) => void act('close', keep)}
          />
        )}
      </Stack>
    </Paper>
  );
}
