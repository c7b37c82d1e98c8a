import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import Link from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import type { OpportunityTeaser } from '@/lib/schemas/opportunities';
import { opportunityHref } from '@/lib/page-routes/investment';
import { useInvestmentFormat } from './format';
import { OpportunityFacts } from './OpportunityFacts';
import classes from './Investment.module.css';

/** One opportunity of a list: title, publication date, summary and facts; the title opens it when `linked`. */
export function OpportunityCard({ opportunity, linked }: { opportunity: OpportunityTeaser; linked: boolean }) {
  const t = useTranslations('investment');
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
        <Text size="xs" c="gray.7">
          {t('publishedOn', { date: f.date(opportunity.published_at) })}
        </Text>
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
