import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { OPPORTUNITIES_PATH, opportunityHref } from '@/lib/page-routes/opportunities';
import { useGetOpportunityQuery } from '@/store/api/opportunities';

/**
 * Where an opportunity's terms, data room or activity page sits: the list, the opportunity by its title (requirements
 * the generic word while it loads, or for a reader who may not open it), this page.
 */
export function OpportunityTrail({ opportunityId, current }: { opportunityId: string; current: string }) {
  const t = useTranslations('opportunities');
  const links = useTranslations('commitments.links');
  const opportunity = useGetOpportunityQuery(opportunityId);
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs>
        <Anchor component={Link} href={OPPORTUNITIES_PATH} size="sm">
          {t('listTitle')}
        </Anchor>
        <Anchor component={Link} href={opportunityHref(opportunityId)} size="sm">
          {opportunity.data?.title ?? links('opportunity')}
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
