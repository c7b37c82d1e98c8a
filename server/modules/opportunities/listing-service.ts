import type { OpportunitiesQuery, Opportunity, OpportunityList, OpportunityTeaserList } from '@/lib/schemas/opportunities';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { InvestorsService } from '@/server/modules/investors/public';
import { toOpportunity, toTeaser } from './convert';
import * as repository from './repository';

/** Whether the query asks for more than the teaser list: one opportunity, a filter, or another order. */
function asksForMore(query: OpportunitiesQuery): boolean {
  const { id, stage, instrument, region, ticket_min, ticket_max, removals_min, price_max, sort } = query;
  return [id, stage, instrument, region, ticket_min, ticket_max, removals_min, price_max].some((value) => value !== undefined) || sort !== 'newest';
}

/**
 * Published opportunities. Staff and activated investors see them in full, filter, sort and open one; everyone else
 * gets the teaser list (only the public fields). Filtering is refused to them: a filter on a hidden field would tell
 * its value.
 */
export function createListingService({ db, investors }: { db: Database; investors: Pick<InvestorsService, 'isActivated'> }) {
  async function seesInFull(user: CurrentUser | undefined): Promise<boolean> {
    if (!user) return false;
    if (user.roles.includes('admin')) return true;
    return user.roles.includes('investor') && (await investors.isActivated(user.id));
  }

  return {
    seesInFull,

    async list(query: OpportunitiesQuery, user: CurrentUser | undefined): Promise<OpportunityList | OpportunityTeaserList | Opportunity> {
      const full = await seesInFull(user);
      if (!full && asksForMore(query)) {
        if (!user) throw new ApiError(401, 'Sign in as an activated investor to open or filter opportunities', {}, { 'WWW-Authenticate': 'Bearer' });
        throw new ApiError(403, 'Opportunities open in full once the Groundwork team has activated your investor account');
      }
      if (query.id) {
        const row = await repository.findOpportunity(db, query.id);
        if (!row) throw new ApiError(404, 'No published opportunity has this id');
        return toOpportunity(row);
      }
      const { rows, total } = await repository.listOpportunities(db, query, full);
      const page = { total, page: query.page, page_size: query.page_size };
      return full ? { view: 'full', items: rows.map(toOpportunity), ...page } : { view: 'teaser', items: rows.map(toTeaser), ...page };
    },
  };
}
export type ListingService = ReturnType<typeof createListingService>;
