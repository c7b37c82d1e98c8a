import { useState } from 'react';
import { Alert, Button, Paper, Radio, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { REVIEW_VERDICTS } from '@/lib/schemas/monitoring-evidence-constants';
import type { EvidenceReview, ReviewVerdict } from '@/lib/schemas/monitoring-evidence';
import { useReviewEvidenceMutation } from '@/store/api/monitoring-evidence';
import { EvidenceStateBadge } from './EvidenceStateBadge';

export interface ReviewPanelProps {
  monitoringId: string;
  evidenceId: string;
  reviews: EvidenceReview[];
  canReview: boolean;
}

/** A verifier's verdict on the record, and the history of every review, which nobody edits. */
export function ReviewPanel({ monitoringId, evidenceId, reviews, canReview }: ReviewPanelProps) {
  const t = useTranslations('evidence.review');
  const format = useFormatter();
  const [verdict, setVerdict] = useState<ReviewVerdict>('approved');
  const [comment, setComment] = useState('');
  const [review, reviewing] = useReviewEvidenceMutation();
  const [done, setDone] = useState(false);
  const needsComment = verdict !== 'approved' && comment.trim() === '';

  const submit = async () => {
    setDone(false);
    await review({ monitoring_id: monitoringId, evidence_id: evidenceId, verdict, comment: comment.trim() || null })
      .unwrap()
      .then(() => {
        setComment('');
        setDone(true);
      })
      .catch(() => undefined);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="review-title">
          {t('title')}
        </Title>
        {canReview ? (
          <Stack gap="xs">
            <Radio.Group label={t('verdict')} value={verdict} onChange={(value) => setVerdict(value as ReviewVerdict)}>
              <Stack gap={6} mt={6}>
                {REVIEW_VERDICTS.map((value) => (
                  <Radio key={value} value={value} label={t(`verdicts.${value}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('comment')}
              description={t('commentHelp')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Button onClick={submit} loading={reviewing.isLoading} disabled={needsComment} style={{ alignSelf: 'flex-start' }}>
              {t('submit')}
            </Button>
            {reviewing.error && <Alert color="red">{failureMessage(reviewing.error, t('failed'))}</Alert>}
            {done && (
              <Text size="sm" role="status">
                {t('done')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            {t('readOnly')}
          </Text>
        )}
        <Title order={3} size="h5">
          {t('history')}
        </Title>
        {reviews.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('none')}
          </Text>
        ) : (
          <Timeline active={reviews.length - 1} bulletSize={14} lineWidth={2} aria-label={t('history')}>
            {reviews.map((entry) => (
              <Timeline.Item key={entry.id} title={<EvidenceStateBadge state={entry.verdict} />} data-testid="review-entry">
                {entry.comment && <Text size="sm">{entry.comment}</Text>}
                <Text size="xs" c="gray.7">
                  {t('by', { name: entry.reviewer?.name ?? '?', time: format.dateTime(new Date(entry.created_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
