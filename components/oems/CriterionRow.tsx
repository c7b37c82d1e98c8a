import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CriterionResult } from '@/lib/schemas/oem-matches';
import { useMatchFormat } from './match-format';

/** The answer or term itself, in bold within its sentence (`<strong>` in the messages). */
const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

const STATUS_COLOURS = { met: 'forest', partial: 'sand', unmet: 'red', missing: 'gray' } as const;

/** One criterion of a match in words: its status and points, why, the project's answers and the OEM's term. */
export function CriterionRow({ result, children }: { result: CriterionResult; children?: ReactNode }) {
  const t = useTranslations('oems');
  const f = useMatchFormat();
  return (
    <Stack gap={4} component="li" data-criterion={result.criterion}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600}>{t(`criteria.${result.criterion}`)}</Text>
        <Group gap={6}>
          <Badge color={STATUS_COLOURS[result.status]} variant="light">
            {t(`statuses.${result.status}`)}
          </Badge>
          <Text size="sm" c="gray.7">
            {t('project.points', { points: result.points, weight: result.weight })}
          </Text>
        </Group>
      </Group>
      <Text size="sm">{t.has(`reasons.${result.reason}`) ? t(`reasons.${result.reason}`) : result.reason}</Text>
      {result.project.map((answer) => (
        <Text size="sm" c="gray.8" key={answer.question_id}>
          {t.rich('project.yourAnswer', { question: f.question(answer.question_id), value: f.plain(answer.value), strong })}
        </Text>
      ))}
      <Text size="sm" c="gray.8">
        {t.rich('project.theirTerm', { term: f.termName(result.oem.term), value: f.term(result.oem.term, result.oem.value), strong })}
      </Text>
      {children}
    </Stack>
  );
}
