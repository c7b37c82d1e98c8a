import { Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ProjectMatch } from '@/lib/schemas/oem-matches';
import { CriterionRow } from './CriterionRow';
import classes from './Oems.module.css';

/**
 * One verified OEM matched against the project: its score, the criteria that are not hard constraints,
 * then its hard constraints apart, each saying whether it excludes the OEM.
 */
export function MatchCard({ match }: { match: ProjectMatch }) {
  const t = useTranslations('oems');
  const soft = match.criteria.filter((criterion) => !criterion.hard);
  const hard = match.criteria.filter((criterion) => criterion.hard);
  const headingId = `oem-${match.company_id}`;
  return (
    <Paper component="article" withBorder radius="md" p="lg" aria-labelledby={headingId} className={match.excluded ? classes.excluded : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {match.legal_name}
            </Title>
            <Group gap="xs">
              {match.country && (
                <Text size="sm" c="gray.7">
                  {match.country}
                </Text>
              )}
              {match.website && (
                <Anchor href={match.website} target="_blank" rel="noreferrer" size="sm">
                  {t('project.website')}
                </Anchor>
              )}
            </Group>
          </div>
          <Group gap="xs">
            <Text fw={700} size="lg">
              {t('project.score', { score: match.score })}
            </Text>
            {match.strong && <Badge color="forest">{t('project.strong')}</Badge>}
            {match.excluded && <Badge color="red">{t('project.excluded')}</Badge>}
          </Group>
        </Group>
        <Stack component="ul" gap="md" className={classes.plainList}>
          {soft.map((result) => (
            <CriterionRow key={result.criterion} result={result} />
          ))}
        </Stack>
        <Divider label={t('project.hardTitle')} labelPosition="left" />
        {hard.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('project.hardNone')}
          </Text>
        ) : (
          <Stack component="ul" gap="md" className={classes.plainList}>
            {hard.map((result) => (
              <CriterionRow key={result.criterion} result={result}>
                {result.excludes && (
                  <Text size="sm" c="red.8" fw={600}>
                    {t(`criteria.${result.criterion}`)}: {t('project.excludes')}
                  </Text>
                )}
              </CriterionRow>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
