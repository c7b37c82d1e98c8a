import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { Investor, StaffInvestor } from '@/lib/schemas/investors';
import type { Opportunity, OpportunityList, OpportunityTeaserList, Publication } from '@/lib/schemas/opportunities';

/** Answers of the investment API for the component tests. */
export const PROJECT_ID = '5d0c7a5e-8d2b-4b59-9f2e-3b6a1c0d9e11';
export const OPPORTUNITY_ID = '7a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const INVESTOR_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export const PUBLICATION: Publication = {
  id: OPPORTUNITY_ID,
  project_id: PROJECT_ID,
  project_name: 'Loire biochar',
  status: 'draft',
  version: 1,
  title: 'Loire biochar, phase 2',
  summary: 'A second pyrolysis line for vineyard prunings.',
  stage: 'development',
  instrument: 'equity',
  ticket_min: 250_000,
  ticket_max: 1_500_000,
  currency: 'EUR',
  region: 'europe',
  removals_per_year: 6720,
  price_per_tonne: 150,
  figures_computed_at: '2026-11-20T10:00:00.000Z',
  teaser_file_ids: [],
  public_fields: ['stage', 'region'],
  approved: null,
  rejection_reason: null,
  submitted_at: null,
  published_at: null,
  closed_at: null,
  listed: false,
  updated_at: '2026-11-21T09:00:00.000Z',
};

export const OPPORTUNITY: Opportunity = {
  id: OPPORTUNITY_ID,
  title: PUBLICATION.title,
  summary: PUBLICATION.summary,
  stage: 'development',
  instrument: 'equity',
  ticket_min: 250_000,
  ticket_max: 1_500_000,
  currency: 'EUR',
  region: 'europe',
  removals_per_year: 6720,
  price_per_tonne: 150,
  figures_computed_at: '2026-11-20T10:00:00.000Z',
  teaser_file_ids: [],
  public_fields: ['stage', 'region'],
  published_at: '2026-11-22T09:00:00.000Z',
  saved: false,
};

export const TEASER_LIST: OpportunityTeaserList = {
  view: 'teaser',
  items: [{ id: OPPORTUNITY_ID, title: OPPORTUNITY.title, published_at: OPPORTUNITY.published_at, stage: 'development', region: 'europe' }],
  total: 1,
  page: 1,
  page_size: 20,
};

export const FULL_LIST: OpportunityList = { view: 'full', items: [OPPORTUNITY], total: 1, page: 1, page_size: 20 };

export const THREAD: InformationRequest = {
  id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  opportunity_id: OPPORTUNITY_ID,
  opportunity_title: OPPORTUNITY.title,
  investor_id: INVESTOR_ID,
  investor_name: 'Ines Investor',
  project_id: PROJECT_ID,
  subject: { kind: 'opportunity', file_id: null, file_name: null },
  side: 'investor',
  open: true,
  open_since: '2026-11-23T08:00:00.000Z',
  unread: 0,
  messages: [
    { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', author_side: 'investor', author_name: 'Ines Investor', body: 'Who buys the biochar?', created_at: '2026-11-23T08:00:00.000Z' },
  ],
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
};

export const INVESTOR: Investor = {
  user_id: INVESTOR_ID,
  organisation: 'Saumur Climate Capital',
  ticket_min: 100_000,
  ticket_max: 2_000_000,
  currency: 'EUR',
  instruments: ['equity', 'debt'],
  regions: ['europe'],
  stages: ['development'],
  accreditation: 'A professional investor regulated in France, investing in carbon removal.',
  status: 'pending',
  refusal_reason: null,
  decided_at: null,
  created_at: '2026-11-22T08:00:00.000Z',
  updated_at: '2026-11-22T08:00:00.000Z',
};

export const STAFF_INVESTOR: StaffInvestor = { ...INVESTOR, name: 'Ines Investor', email: 'ines@example.org', email_verified: true };
