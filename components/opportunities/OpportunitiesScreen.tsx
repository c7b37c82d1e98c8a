import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import type { OpportunityList, OpportunityTeaserList } from '@/lib/schemas/opportunities';
import { OpportunityListView } from './OpportunityListView';

/**
 * The full list (filters, saving, the API's cache) is for activated investors and staff only: its own chunk, loaded
 * when the server's answer is the full view (or for a signed-in user whose list the server could not read). Visitors,
 * who get the teaser, never load it.
 */
const FullOpportunities = dynamic(() => import('./FullOpportunities'));

export interface OpportunitiesScreenProps {
  /** The page of the list the server read for the address; null when it could not be read. */
  list: OpportunityList | OpportunityTeaserList | null;
  /** The page of the address (`?page=`). */
  page: number;
}

/**
 * /opportunities: the API decides the view. Visitors and investors not yet activated get the teaser list (public
 * fields only) and the way to the full list, drawn from the server's answer; its pages are addresses (`?page=`), read
 * by the server. Activated investors and staff filter, sort, save and open opportunities (`FullOpportunities`).
 */
export function OpportunitiesScreen({ list, page }: OpportunitiesScreenProps) {
  const router = useRouter();
  const { me } = useShared();
  // The page asked for shows in the pagination at once; the list stays, marked busy, until the server answers.
  const [asked, setAsked] = useState(page);
  const [answered, setAnswered] = useState(page);
  if (answered !== page) {
    setAnswered(page);
    setAsked(page);
  }
  // A signed-in user whose list the server could not read gets it read by the browser, as the full list reads.
  if (list?.view === 'full' || (!list && me)) return <FullOpportunities initialList={list} initialPage={page} />;
  const go = (next: number) => {
    setAsked(next);
    void router.replace({ pathname: router.pathname, query: next > 1 ? { page: String(next) } : {} }, undefined, { scroll: false });
  };
  return (
    <OpportunityListView
      data={list ?? undefined}
      failed={!list}
      onRetry={() => void router.replace(router.asPath, undefined, { scroll: false })}
      busy={asked !== page}
      teaser
      page={asked}
      onPage={go}
    />
  );
}
