import { Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OpportunityTeaser } from '@/lib/schemas/opportunities';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import classes from './Opportunities.module.css';

/** The facts of an opportunity that it carries (a teaser only its public ones), as a description list. */
export function OpportunityFacts({ opportunity }: { opportunity: Omit<OpportunityTeaser, 'id' | 'title' | 'published_at'> }) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  const currency = opportunity.currency ?? 'EUR';
  const facts: [string, string][] = [];
  // A figure missing from results that were computed is not "not computed" (requirements ).
  const missing = opportunity.figures_computed_at ? t('notAvailable') : t('notComputed');
  if (opportunity.stage) facts.push([t('fields.stage'), t(`stages.${opportunity.stage}`)]);
  if (opportunity.instrument) facts.push([t('fields.instrument'), t(`instruments.${opportunity.instrument}`)]);
  const ticket = f.ticket(opportunity);
  if (ticket) facts.push([t('fields.ticket'), ticket]);
  if (opportunity.region) facts.push([t('fields.region'), t(`regions.${opportunity.region}`)]);
  if (opportunity.removals_per_year !== undefined) {
    const removals = opportunity.removals_per_year;
    facts.push([t('fields.removals'), removals === null ? missing : t('tonnesPerYear', { value: f.tonnes(removals) })]);
  }
  if (opportunity.price_per_tonne !== undefined) {
    const price = opportunity.price_per_tonne;
    facts.push([t('fields.price'), price === null ? missing : f.price(price, currency)]);
  }
  if (facts.length === 0) return null;
  return (
    <>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {opportunity.figures_computed_at && (
        <Text size="xs" c="gray.7" mt="xs">
          {t('figuresComputedAt', { date: f.date(opportunity.figures_computed_at) })}
        </Text>
      )}
    </>
  );
}
