import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import Link from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OpportunityTeaser } from '@/lib/schemas/opportunities';
import { opportunityHref } from '@/lib/page-routes/opportunities';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { OpportunityFacts } from './OpportunityFacts';
import classes from './Opportunities.module.css';

/** One opportunity of a list: title, publication date, summary and facts; the title opens it when `linked`; `action` sits beside the date. */
export function OpportunityCard({ opportunity, linked, action }: { opportunity: OpportunityTeaser; linked: boolean; action?: ReactNode }) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  return (
    <Paper component="article" withBorder radius="md" p="lg" className={linked ? classes.card : undefined}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
        <Title order={3} size="h4">
          {linked ? (
            <Anchor component={Link} href={opportunityHref(opportunity.id)} c="inherit" fw={700} className={classes.cardLink}>
              {opportunity.title}
            </Anchor>
          ) : (
            opportunity.title
          )}
        </Title>
        <Group gap="xs">
          <Text size="xs" c="gray.7">
            {t('publishedOn', { date: f.date(opportunity.published_at) })}
          </Text>
          {action}
        </Group>
      </Group>
      {opportunity.summary && (
        <Text size="sm" c="gray.8" mb="sm" lineClamp={3}>
          {opportunity.summary}
        </Text>
      )}
      <OpportunityFacts opportunity={opportunity} />
    </Paper>
  );
}
