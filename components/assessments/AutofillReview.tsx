import { useState } from 'react';
import { Badge, Button, Divider, Drawer, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBuilding, IconFolder } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { AnswerValue, AutofillProposal, DecidedAutofill } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { useDecideAutofillMutation } from '@/store/api/questionnaire';
import { failureMessage } from '@/lib/api/failure-message';
import { describeAnswer, localize } from '@/components/ui/questions/answer-values';

export interface AutofillReviewProps {
  opened: boolean;
  onClose: () => void;
  assessmentId: string;
  proposals: AutofillProposal[];
  questions: Map<string, { question?: TemplateQuestion; sectionId: string }>;
  drafts: Record<string, AnswerValue | null>;
  language: Language;
  /** The decisions were applied: the proposals still undecided, and what the server did. */
  onDecided: (remaining: AutofillProposal[], result: DecidedAutofill) => void;
}

type Decision = 'accept' | 'reject';

/**
 * The autofill proposals side by side with the current answers: accept or reject each (or accept them all),
 * then apply (`PUT /autofill`). Undecided proposals stay pending for later.
 */
export default function AutofillReview({ opened, onClose, assessmentId, proposals, questions, drafts, language, onDecided }: AutofillReviewProps) {
  const t = useTranslations('assessments');
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [decide, { isLoading }] = useDecideAutofillMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const words = { yes: t('yes'), no: t('no') };
  const decided = proposals.filter((proposal) => decisions[proposal.id]);

  const setAll = (decision: Decision) => setDecisions(Object.fromEntries(proposals.map((proposal) => [proposal.id, decision])));

  const apply = async (chosen: Record<string, Decision>) => {
    const list = proposals.filter((proposal) => chosen[proposal.id]);
    if (list.length === 0) return;
    setFailure(null);
    try {
      const result = await decide({
        assessment_id: assessmentId,
        decisions: list.map((proposal) => ({ proposal_id: proposal.id, accept: chosen[proposal.id] === 'accept' })),
      }).unwrap();
      const remaining = proposals.filter((proposal) => !chosen[proposal.id]);
      setDecisions({});
      onDecided(remaining, result);
      if (result.skipped.length > 0) {
        setFailure(t('autofillSkipped', { count: result.skipped.length }));
      }
    } catch (error) {
      setFailure(failureMessage(error, t('autofillFailed')));
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('autofillTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('autofillIntro', { count: proposals.length })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setAll('accept')}>
            {t('autofillAcceptAll')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setAll('reject')}>
            {t('autofillRejectAll')}
          </Button>
        </Group>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {proposals.map((proposal) => {
            const question = questions.get(proposal.question_id)?.question;
            const label = question ? localize(question.label, language) : proposal.question_id;
            const current = drafts[proposal.question_id] ?? proposal.current;
            const SourceIcon = proposal.source === 'profile' ? IconBuilding : IconFolder;
            const labelId = `proposal-${proposal.id}`;
            return (
              <Paper key={proposal.id} component="li" withBorder radius="md" p="sm" aria-labelledby={labelId}>
                <Stack gap={6}>
                  <Text id={labelId} fw={600} size="sm">
                    {label}
                  </Text>
                  <Badge variant="light" color="sand" c="sand.9" radius="sm" leftSection={<SourceIcon size={12} aria-hidden />} w="fit-content">
                    {proposal.source === 'profile' ? t('autofillFromProfile') : t('autofillFromProject', { name: proposal.source_label })}
                  </Badge>
                  <Text size="sm">
                    <Text span fw={600}>
                      {t('autofillProposed')}
                    </Text>{' '}
                    {describeAnswer(question, proposal.value, language, words)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    <Text span fw={600}>
                      {t('autofillCurrent')}
                    </Text>{' '}
                    {describeAnswer(question, current, language, words)}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    w="fit-content"
                    aria-label={t('autofillDecisionFor', { question: label })}
                    value={decisions[proposal.id] ?? ''}
                    onChange={(value) => setDecisions((previous) => ({ ...previous, [proposal.id]: value as Decision }))}
                    data={[
                      { value: 'accept', label: t('autofillAccept') },
                      { value: 'reject', label: t('autofillReject') },
                    ]}
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text size="sm" c="gray.7">
            {t('autofillDecided', { decided: decided.length, total: proposals.length })}
          </Text>
          <Group gap="xs">
            <Button variant="default" loading={isLoading} onClick={() => void apply(Object.fromEntries(proposals.map((proposal) => [proposal.id, 'accept' as Decision])))}>
              {t('autofillAcceptAllApply')}
            </Button>
            <Button loading={isLoading} disabled={decided.length === 0} onClick={() => void apply(decisions)}>
              {t('autofillApply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Drawer>
  );
}
