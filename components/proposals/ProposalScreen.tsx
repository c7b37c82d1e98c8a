import { Accordion, Alert, Anchor, Breadcrumbs, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { HydratedControls } from '@/components/ui/HydratedControls';
import Link from '@/components/ui/Link';
import { failureStatus } from '@/lib/api/api-error';
import { projectProposalsHref, PROPOSALS_PATH } from '@/lib/page-routes/proposals';
import { useAnswerProposalMutation, useAskAboutProposalMutation, useGetProposalQuery, useReviseProposalMutation } from '@/store/api/proposals';
import { ProposalDecision } from './ProposalDecision';
import { ProposalFiles } from './ProposalFiles';
import { ProposalStatusBadge } from './ProposalStatusBadge';
import { ProposalTermsCard } from './ProposalTermsCard';
import { ProposalTermsForm } from '@/components/ui/ProposalTermsForm';
import { ProposalThread } from './ProposalThread';

/** /proposals/[id]: one proposal for either side, with its versions, thread and the steps the caller may take. */
export function ProposalScreen({ proposalId }: { proposalId: string }) {
  const t = useTranslations('proposals');
  const format = useFormatter();
  const query = useGetProposalQuery(proposalId);
  const [ask] = useAskAboutProposalMutation();
  const [answer] = useAnswerProposalMutation();
  const [revise] = useReviseProposalMutation();
  const [revising, setRevising] = useState(false);
  const data = query.data;

  if (query.error) {
    return (
      <Alert color="gray" title={t('metaProposal')}>
        {failureStatus(query.error) === 404 ? t('notFound') : t('loadError')}
      </Alert>
    );
  }
  if (!data) return <Skeleton height={320} radius="md" />;
  const back = data.side === 'developer' ? { href: projectProposalsHref(data.project_id), label: t('backToProject') } : { href: PROPOSALS_PATH, label: t('backToSent') };
  const older = data.versions.filter((version) => version.version !== data.current_version);
  const box =
    data.can_decide && data.side === 'developer'
      ? { label: t('ask'), submit: t('askSend'), send: (message: string) => ask({ project_id: data.project_id, proposal_id: data.id, message }).unwrap() }
      : data.can_revise && data.status === 'questioned'
        ? { label: t('answer'), submit: t('answerSend'), send: (message: string) => answer({ proposal_id: data.id, message }).unwrap() }
        : undefined;

  return (
    <HydratedControls>
      <Stack gap="md">
        <nav aria-label={back.label}>
          <Breadcrumbs>
            <Anchor component={Link} href={back.href} size="sm">
              {back.label}
            </Anchor>
            <Text size="sm" c="gray.7" aria-current="page">
              {data.current.model}
            </Text>
          </Breadcrumbs>
        </nav>
        <div>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {data.current.model}
            </Title>
            <ProposalStatusBadge status={data.status} />
          </Group>
          <Text size="sm" c="gray.7">
            {data.side === 'developer' ? t('fromCompany', { company: data.company_name }) : t('toProject', { project: data.project_name })} ·{' '}
            {t('versionLabel', { version: data.current_version })}
          </Text>
          {data.decided_at && (
            <Text size="sm" c="gray.7">
              {t('decidedOn', { date: format.dateTime(new Date(data.decided_at), { dateStyle: 'medium' }) })}
              {data.decline_reason ? ` · ${t('declinedBecause', { reason: data.decline_reason })}` : ''}
            </Text>
          )}
        </div>
        <Paper withBorder radius="md" p="lg">
          <ProposalTermsCard version={data.current} />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <ProposalFiles proposal={data} />
        </Paper>
        {data.can_decide && <ProposalDecision proposal={data} />}
        {data.can_revise && (
          <div>
            <Button variant="light" onClick={() => setRevising(true)}>
              {t('revise')}
            </Button>
          </div>
        )}
        <Paper withBorder radius="md" p="lg">
          <ProposalThread proposal={data} box={box} />
        </Paper>
        <Title order={2} size="h4">
          {t('olderVersions')}
        </Title>
        {older.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('noOlderVersions')}
          </Text>
        ) : (
          <Accordion variant="separated">
            {older.map((version) => (
              <Accordion.Item key={version.version} value={String(version.version)}>
                <Accordion.Control>{t('versionLabel', { version: version.version })}</Accordion.Control>
                <Accordion.Panel>
                  <ProposalTermsCard version={version} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
        <Modal opened={revising} onClose={() => setRevising(false)} title={t('reviseTitle')} size="lg">
          <ProposalTermsForm
            initial={data.current}
            withNote
            submitLabel={t('reviseSend', { version: data.current_version + 1 })}
            onSubmit={async (proposal, note) => {
              await revise({ proposal_id: data.id, proposal, note }).unwrap();
              setRevising(false);
            }}
          />
        </Modal>
      </Stack>
    </HydratedControls>
  );
}
