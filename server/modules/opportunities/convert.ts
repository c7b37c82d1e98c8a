import type { Opportunity, OpportunityTeaser, Publication } from '@/lib/schemas/opportunities';
import type { OpportunityRow, PublicationRow } from '@/server/db/schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type Content = Pick<
  PublicationRow,
  | 'title'
  | 'summary'
  | 'stage'
  | 'instrument'
  | 'ticketMin'
  | 'ticketMax'
  | 'currency'
  | 'region'
  | 'removalsPerYear'
  | 'pricePerTonne'
  | 'figuresComputedAt'
  | 'teaserFileIds'
  | 'publicFields'
>;

function content(row: Content) {
  return {
    title: row.title,
    summary: row.summary,
    stage: row.stage,
    instrument: row.instrument,
    ticket_min: row.ticketMin,
    ticket_max: row.ticketMax,
    currency: row.currency,
    region: row.region,
    removals_per_year: row.removalsPerYear,
    price_per_tonne: row.pricePerTonne,
    figures_computed_at: iso(row.figuresComputedAt),
    teaser_file_ids: row.teaserFileIds,
    public_fields: row.publicFields,
  };
}

export function toPublication(row: PublicationRow, extra: { projectName: string; listed: OpportunityRow | undefined }): Publication {
  return {
    id: row.id,
    project_id: row.projectId,
    project_name: extra.projectName,
    status: row.status,
    version: row.version,
    ...content(row),
    approved: extra.listed ? content(extra.listed) : null,
    rejection_reason: row.rejectionReason,
    submitted_at: iso(row.submittedAt),
    published_at: iso(extra.listed?.publishedAt ?? null),
    closed_at: iso(row.closedAt),
    listed: Boolean(extra.listed),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOpportunity(row: OpportunityRow, saved: boolean): Opportunity {
  return { id: row.id, ...content(row), published_at: row.publishedAt.toISOString(), saved };
}

/** The teaser: the title and date, and the fields the developer marked public; the others are left out entirely. */
export function toTeaser(row: OpportunityRow): OpportunityTeaser {
  const shown = new Set(row.publicFields);
  const teaser: OpportunityTeaser = { id: row.id, title: row.title, published_at: row.publishedAt.toISOString() };
  if (shown.has('summary')) teaser.summary = row.summary;
  if (shown.has('stage')) teaser.stage = row.stage;
  if (shown.has('instrument')) teaser.instrument = row.instrument;
  if (shown.has('region')) teaser.region = row.region;
  if (shown.has('ticket')) Object.assign(teaser, { ticket_min: row.ticketMin, ticket_max: row.ticketMax, currency: row.currency });
  if (shown.has('removals')) teaser.removals_per_year = row.removalsPerYear;
  if (shown.has('price')) teaser.price_per_tonne = row.pricePerTonne;
  if (shown.has('removals') || shown.has('price')) teaser.figures_computed_at = iso(row.figuresComputedAt);
  return teaser;
}
