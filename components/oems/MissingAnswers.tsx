import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import type { MissingQuestion } from '@/lib/schemas/oem-matches';
import { useMatchFormat } from './match-format';

/**
 * The questions whose answers some criterion lacks, each a link to where it is answered: the question itself
 * while its step is open; while the step is locked, what opens it and a link to that step.
 */
export function MissingAnswers({ missing }: { missing: MissingQuestion[] }) {
  const t = useTranslations('oems');
  const f = useMatchFormat();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="missing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="missing-title">
          {t('project.missingTitle')}
        </Title>
        {missing.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('project.missingNone')}
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {missing.map((question) => (
              <List.Item key={question.question_id}>
                {question.href ? (
                  <Anchor component={Link} href={question.href}>
                    {question.title ?? f.question(question.question_id)}
                  </Anchor>
                ) : question.locked ? (
                  <>
                    {question.title ?? f.question(question.question_id)}{' '}
                    <Text span c="gray.7" size="sm">
                      {t('project.missingLocked', { step: question.locked.step, opener: question.locked.unlocked_by })}
                    </Text>{' '}
                    <Anchor component={Link} href={question.locked.href}>
                      {t('project.missingOpen', { opener: question.locked.unlocked_by })}
                    </Anchor>
                  </>
                ) : (
                  <>
                    {question.title ?? f.question(question.question_id)} {t('project.missingNoLink')}
                  </>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
