import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import type { LatestCompute } from '@/lib/schemas/assessments';
import { projectHref } from '@/lib/page-routes/projects';
import { figuresOfCompute } from './publication-form';

interface Props {
  projectId: string;
  /** The template's readiness threshold, known before anything is computed. */
  threshold: number | undefined;
  /** The project's latest computed results (null before the first computation, undefined while loading). */
  compute: LatestCompute | undefined;
  /** The currency the price per tonne is written in (the publication's). */
  currency: string;
}

/**
 * Where the project stands against the readiness rule, before the form is filled (requirements ): the
 * threshold, the latest score, and the figures a save will carry, from the latest results, at once.
 */
export function PublicationReadiness({ projectId, threshold, compute, currency }: Props) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  const limit = compute?.threshold ?? threshold;
  const figures = figuresOfCompute(compute ?? undefined);
  const figure = (value: number | null, text: (value: number) => string) => (value === null ? t('readiness.figureMissing') : text(value));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="publication-readiness">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="publication-readiness">
            {t('readiness.title')}
          </Title>
          {compute && (
            <Badge color={compute.ready ? 'forest' : 'sand'} variant="light">
              {compute.ready ? t('readiness.ready') : t('readiness.notReady')}
            </Badge>
          )}
        </Group>
        {limit !== undefined && <Text size="sm">{t('readiness.rule', { threshold: limit })}</Text>}
        {compute ? (
          <>
            <Text size="sm" fw={600}>
              {t('readiness.score', { score: Math.round(compute.overall) })}
            </Text>
            <dl className="publication-readiness-figures">
              <Text component="dt" size="xs" c="gray.7">
                {t('fields.removals')}
              </Text>
              <Text component="dd" size="sm" ml={0} mb={4}>
                {figure(figures.removals_per_year, (value) => t('tonnesPerYear', { value: f.tonnes(value) }))}
              </Text>
              <Text component="dt" size="xs" c="gray.7">
                {t('fields.price')}
              </Text>
              <Text component="dd" size="sm" ml={0}>
                {figure(figures.price_per_tonne, (value) => f.price(value, currency))}
              </Text>
            </dl>
            <Text size="xs" c="gray.7">
              {t('readiness.computedAt', { date: f.date(compute.computed_at) })}
            </Text>
          </>
        ) : (
          compute === null && <Text size="sm">{t('readiness.notComputed')}</Text>
        )}
        <Anchor component={Link} href={projectHref(projectId, 'results')} size="sm">
          {t('readiness.openResults')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
