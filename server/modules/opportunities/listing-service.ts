import type { OpportunitiesQuery, Opportunity, OpportunityList, OpportunityTeaserList, SaveOpportunity } from '@/lib/schemas/opportunities';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { InvestorsService } from '@/server/modules/investors/public';
import { resolveProjectAccess } from '@/server/modules/projects/public';
import { toOpportunity, toTeaser } from './convert';
import * as repository from './repository';

const NOT_PUBLISHED = 'No published opportunity has this id';

/** Whether the query asks for more than the teaser list: one opportunity, a filter, or another order. */
function asksForMore(query: OpportunitiesQuery): boolean {
  const { id, stage, instrument, region, ticket_min, ticket_max, removals_min, price_max, saved, sort } = query;
  return [id, stage, instrument, region, ticket_min, ticket_max, removals_min, price_max, saved].some((value) => value !== undefined) || sort !== 'newest';
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

  /** Whether the user has access to the project an opportunity was published from: its developer sees it as investors do. */
  async function developerOf(opportunityId: string, user: CurrentUser): Promise<boolean> {
    const publication = await repository.findPublication(db, opportunityId);
    if (!publication) return false;
    return resolveProjectAccess(db, publication.projectId, { user, accessKey: undefined }).then(
      () => true,
      () => false,
    );
  }

  return {
    seesInFull,

    async list(query: OpportunitiesQuery, user: CurrentUser | undefined): Promise<OpportunityList | OpportunityTeaserList | Opportunity> {
      const full = await seesInFull(user);
      const ownOne = !full && query.id !== undefined && user !== undefined && (await developerOf(query.id, user));
      if (!full && !ownOne && asksForMore(query)) {
        if (!user) throw new ApiError(401, 'Sign in as an activated investor to open or filter opportunities', {}, { 'WWW-Authenticate': 'Bearer' });
        throw new ApiError(403, 'Opportunities open in full once the Groundwork team has activated your investor account');
      }
      if (query.id) {
        const row = await repository.findOpportunity(db, query.id);
        if (!row) throw new ApiError(404, NOT_PUBLISHED);
        return toOpportunity(row, user ? (await repository.savedAmong(db, user.id, [row.id])).has(row.id) : false);
      }
      const { rows, total } = await repository.listOpportunities(db, query, full, user?.id);
      const page = { total, page: query.page, page_size: query.page_size };
      if (!full) return { view: 'teaser', items: rows.map(toTeaser), ...page };
      const saved = user
        ? await repository.savedAmong(
            db,
            user.id,
            rows.map((row) => row.id),
          )
        : new Set<string>();
      return { view: 'full', items: rows.map((row) => toOpportunity(row, saved.has(row.id))), ...page };
    },

    /** Keeps an opportunity for an activated investor (or staff) to find again, or stops keeping it. */
    async save(input: SaveOpportunity, user: CurrentUser): Promise<SaveOpportunity> {
      if (!(await seesInFull(user))) throw new ApiError(403, 'Opportunities can be saved once the Groundwork team has activated your investor account');
      if (!(await repository.findOpportunity(db, input.opportunity_id))) throw new ApiError(404, NOT_PUBLISHED);
      await repository.setSaved(db, user.id, input.opportunity_id, input.saved);
      return input;
    },
  };
}
export type ListingService = ReturnType<typeof createListingService>;
