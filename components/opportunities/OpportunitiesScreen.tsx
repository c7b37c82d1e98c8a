import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import { LazyPagination } from '@/components/ui/LazyPagination';
import { useGetOpportunitiesQuery, type OpportunityListArgs } from '@/store/api/opportunities';
import { OpportunityCard } from './OpportunityCard';
import { SaveOpportunityButton } from './SaveOpportunityButton';
import { TeaserNotice } from '@/components/ui/TeaserNotice';

/** The filters (Mantine's Select and NumberInput) load only for those who see the full list, not with the teaser. */
const OpportunityFilters = lazy(() => import('./OpportunityFilters').then((module) => ({ default: module.OpportunityFilters })));

/** Opportunities per page. */
export const OPPORTUNITIES_PAGE_SIZE = 10;

type Filters = Omit<OpportunityListArgs, 'page' | 'page_size'>;

/**
 * /opportunities: the API decides the view. Visitors and investors not yet activated get the teaser list (public
 * fields only) and the way to the full list; activated investors and staff filter, sort and open opportunities.
 */
export function OpportunitiesScreen() {
  const t = useTranslations('opportunities');
  const tc = useTranslations('common');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const args: OpportunityListArgs = { ...filters, sort: filters.sort === 'newest' ? undefined : filters.sort };
  if (page > 1) args.page = page;
  const list = useGetOpportunitiesQuery(args);
  const data = list.currentData ?? list.data;
  const full = data?.view === 'full';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  // A visitor always gets the teaser: its notice is drawn before the list arrives, so the list does not move down.
  const { me } = useShared();
  const teaser = data ? !full : !me;

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <Text size="sm" fw={600} c="forest.8" tt="uppercase">
          {t('kicker')}
        </Text>
        <Title order={1}>{t('listTitle')}</Title>
        <Text c="gray.7" maw={720}>
          {full ? t('listIntro') : t('teaserIntro')}
        </Text>
      </Stack>
      {teaser && <TeaserNotice />}
      {full && (
        <Suspense fallback={<Skeleton height={140} radius="md" />}>
          <OpportunityFilters
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        </Suspense>
      )}
      <section aria-labelledby="opportunity-results" aria-busy={list.isFetching}>
        <Group justify="space-between" my="md">
          <Title order={2} size="h4" id="opportunity-results">
            {t('resultsTitle')}
          </Title>
          {data && (
            <Text size="sm" c="gray.7" role="status">
              {t('resultsCount', { count: data.total })}
            </Text>
          )}
        </Group>
        {list.isError && !data ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('loadError')}>
            <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
              {tc('tryAgain')}
            </Button>
          </Alert>
        ) : data ? (
          <Stack gap="md">
            {data.items.length === 0 && <Text c="gray.7">{full ? t('noMatch') : t('noneYet')}</Text>}
            {data.items.map((opportunity) => (
              <OpportunityCard
                key={opportunity.id}
                opportunity={opportunity}
                linked={full}
                action={'saved' in opportunity && <SaveOpportunityButton opportunityId={opportunity.id} title={opportunity.title} saved={opportunity.saved} />}
              />
            ))}
          </Stack>
        ) : (
          <Stack gap="md">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={140} radius="md" />
            ))}
          </Stack>
        )}
      </section>
      {data && pages > 1 && (
        <nav aria-label={t('paginationLabel')}>
          <LazyPagination mt="lg" total={pages} value={page} onChange={setPage} />
        </nav>
      )}
    </Container>
  );
}
