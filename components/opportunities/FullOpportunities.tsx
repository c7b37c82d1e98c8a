import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import type { OpportunityList } from '@/lib/schemas/opportunities';
import { useGetOpportunitiesQuery, type OpportunityListArgs } from '@/store/api/opportunities';
import { useAppDispatch } from '@/store/hooks';
import { seedApiCache } from '@/store/prefetched';
import { OpportunityListView } from './OpportunityListView';
import { SaveOpportunityButton } from './SaveOpportunityButton';

/**
 * The filters (Mantine's Select and NumberInput, with floating-ui) load once the page has hydrated: the server draws
 * the list with their placeholder, and they join it without holding up the page's first scripts.
 */
const OpportunityFilters = lazy(() => import('./OpportunityFilters').then((module) => ({ default: module.OpportunityFilters })));

type Filters = Omit<OpportunityListArgs, 'page' | 'page_size'>;

/** The list's query for the filters and page: the default order and the first page are not sent. */
function listArgs(filters: Filters, page: number): OpportunityListArgs {
  const args: OpportunityListArgs = { ...filters, sort: filters.sort === 'newest' ? undefined : filters.sort };
  if (page > 1) args.page = page;
  return args;
}

export interface FullOpportunitiesProps {
  /** The page the server read for the address (its first page, or `?page=`), unfiltered; null when it could not. */
  initialList: OpportunityList | null;
  initialPage: number;
}

/**
 * The full list of activated investors and staff: filters, sort, saving, pages, read through the API's cache so that
 * a save shows at once. Starts from the server's answer, put into the cache before the first query renders.
 */
export function FullOpportunities({ initialList, initialPage }: FullOpportunitiesProps) {
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(initialPage);
  useState(() => initialList && seedApiCache(dispatch, [{ endpointName: 'getOpportunities', arg: listArgs({}, initialPage), data: initialList }]));
  const list = useGetOpportunitiesQuery(listArgs(filters, page));
  const data = list.currentData ?? list.data;
  // Should the answer turn to the teaser (the investor's activation withdrawn), its notice shows as for a visitor.
  const { me } = useShared();
  const teaser = data ? data.view !== 'full' : !me;
  const hydrated = useHydrated();
  const placeholder = <Skeleton height={140} radius="md" />;

  return (
    <OpportunityListView
      data={data}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      busy={list.isFetching}
      teaser={teaser}
      page={page}
      onPage={setPage}
      filters={
        hydrated ? (
          <Suspense fallback={placeholder}>
            <OpportunityFilters
              value={filters}
              onChange={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
          </Suspense>
        ) : (
          placeholder
        )
      }
      action={(opportunity) => 'saved' in opportunity && <SaveOpportunityButton opportunityId={opportunity.id} title={opportunity.title} saved={opportunity.saved} />}
    />
  );
}

export default FullOpportunities;
