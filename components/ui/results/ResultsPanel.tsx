import Link from '@/components/ui/Link';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconCircleCheck, IconTarget } from '@tabler/icons-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ComputeResult, FormulaResult, ReadinessGap } from '@/lib/schemas/assessments';
import { useGetComputeQuery, useRunComputeMutation } from '@/store/api/assessments';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setComputing, setToastError } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';
import { assessmentHref } from '@/lib/page-routes/projects';
import { ScoreGauge } from './ScoreGauge';

function ScoreBar({ label, score, threshold }: { label: string; score: number; threshold: number }) {
  const t = useTranslations('projects');
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text size="sm" lineClamp={1}>
          {label}
        </Text>
        <Text size="sm" fw={700}>
          {t('percent', { value: Math.round(score) })}
        </Text>
      </Group>
      <Progress value={score} color={score >= threshold ? 'forest' : 'sand'} size="md" radius="xl" aria-label={t('scoreOf', { label, value: Math.round(score) })} />
    </div>
  );
}

function FormulaCard({ formula }: { formula: FormulaResult }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7" mb={4}>
        {formula.label}
      </Text>
      {formula.value === null ? (
        <>
          <Text fw={700} size="lg" c="gray.6">
            —
          </Text>
          {formula.missing_labels.length > 0 && (
            <Text size="xs" c="gray.7" mt={4}>
              {t('formulaMissing', { questions: format.list(formula.missing_labels, { type: 'conjunction' }) })}
            </Text>
          )}
        </>
      ) : (
        <Text fw={700} size="xl" c="forest.9">
          {format.number(formula.value, { maximumFractionDigits: 2 })}
          {formula.unit && (
            <Text span size="sm" fw={500} c="gray.7">
              {' '}
              {formula.unit}
            </Text>
          )}
        </Text>
      )}
    </Paper>
  );
}

function GapList({ gaps, projectId }: { gaps: ReadinessGap[]; projectId: string }) {
  const t = useTranslations('projects');
  if (gaps.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('gapsNone')}
      </Text>
    );
  }
  const sorted = [...gaps].sort((a, b) => b.weight - a.weight);
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {sorted.map((gap) => (
        <li key={`${gap.assessment_id}-${gap.question_id}`}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge size="sm" radius="sm" variant="light" color={gap.reason === 'unanswered' ? 'gray' : 'red'} mt={2} style={{ flexShrink: 0 }}>
              {t(`gapReason.${gap.reason}`)}
            </Badge>
            <Anchor component={Link} href={assessmentHref(projectId, gap.assessment_id, { section: gap.section_id, question: gap.question_id })} size="sm">
              {gap.question}
            </Anchor>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

/** The computed results: overall score, per assessment and section, the gaps, and the template's formulas. */
export function ResultsView({ result, projectId, compact = false }: { result: ComputeResult; projectId: string; compact?: boolean }) {
  const t = useTranslations('projects');
  const format = useFormatter();
  const sectionsByAssessment = result.assessments.map((assessment) => ({
    ...assessment,
    sections: result.sections.filter((section) => section.assessment_id === assessment.assessment_id),
  }));
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group gap="xl" align="center">
          <ScoreGauge
            value={result.overall}
            threshold={result.threshold}
            label={t('gaugeLabel', { value: Math.round(result.overall), threshold: Math.round(result.threshold) })}
            size={compact ? 170 : 210}
          />
          <Stack gap={6} style={{ flex: '1 1 14rem' }}>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: '0.06em' }}>
              {t('overallScore')}
            </Text>
            {result.ready ? (
              <Badge color="forest" size="lg" radius="sm" leftSection={<IconCircleCheck size={14} aria-hidden />} w="fit-content">
                {t('ready')}
              </Badge>
            ) : (
              <Badge color="sand" c="sand.9" variant="light" size="lg" radius="sm" leftSection={<IconTarget size={14} aria-hidden />} w="fit-content">
                {t('notReady', { threshold: Math.round(result.threshold) })}
              </Badge>
            )}
            <Text size="sm" c="gray.7">
              {t('computedAt', { date: format.dateTime(new Date(result.computed_at), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </Text>
          </Stack>
        </Group>
      </Paper>

      {result.formulas.length > 0 && (
        <section aria-labelledby="results-formulas">
          <Title order={3} size="h4" id="results-formulas" mb="sm">
            {t('formulasTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: compact ? 2 : 3 }} spacing="sm">
            {result.formulas.map((formula) => (
              <FormulaCard key={formula.id} formula={formula} />
            ))}
          </SimpleGrid>
        </section>
      )}

      <SimpleGrid cols={{ base: 1, md: compact ? 1 : 2 }} spacing="lg">
        <section aria-labelledby="results-scores">
          <Title order={3} size="h4" id="results-scores" mb="sm">
            {t('scoresTitle')}
          </Title>
          <Stack gap="md">
            {sectionsByAssessment.map((assessment) => (
              <Paper key={assessment.assessment_id} withBorder radius="md" p="md">
                <ScoreBar label={assessment.title} score={assessment.score} threshold={result.threshold} />
                {assessment.sections.length > 0 && (
                  <Stack gap={8} mt="sm" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-2)' }}>
                    {assessment.sections.map((section) => (
                      <ScoreBar key={section.section_id} label={section.title} score={section.score} threshold={result.threshold} />
                    ))}
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="results-gaps">
          <Title order={3} size="h4" id="results-gaps" mb={4}>
            {t('gapsTitle', { count: result.gaps.length })}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('gapsIntro')}
          </Text>
          <GapList gaps={result.gaps} projectId={projectId} />
        </section>
      </SimpleGrid>
    </Stack>
  );
}

export interface ResultsPanelProps {
  projectId: string;
  /** Whether the caller may run the computation (owner or edit grant). */
  canCompute: boolean;
  compact?: boolean;
}

/** The latest results of a project (`GET /compute`), with the button that computes them again (`POST /compute`). */
export default function ResultsPanel({ projectId, canCompute, compact = false }: ResultsPanelProps) {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  const { data, error, isLoading } = useGetComputeQuery(projectId);
  const [runCompute] = useRunComputeMutation();
  const computing = useAppSelector((state) => state.app.computing);

  const compute = async () => {
    dispatch(setComputing(true));
    try {
      await runCompute(projectId).unwrap();
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('computeFailed'))));
    } finally {
      dispatch(setComputing(false));
    }
  };

  const button = canCompute && (
    <Button leftSection={<IconChartBar size={18} aria-hidden />} loading={computing} onClick={() => void compute()} variant={data ? 'light' : 'filled'}>
      {data ? t('computeAgain') : t('compute')}
    </Button>
  );

  if (isLoading) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('resultsLoading')}</Text>
      </Group>
    );
  }
  if (!data) {
    return (
      <Stack align="flex-start">
        {!error ? (
          <Text c="gray.7">{canCompute ? t('resultsNone') : t('resultsNoneRead')}</Text>
        ) : (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
            {failureMessage(error, t('resultsFailed'))}
          </Alert>
        )}
        {button}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {button && <Group justify="flex-end">{button}</Group>}
      <ResultsView result={data} projectId={projectId} compact={compact} />
    </Stack>
  );
}
