import type { Proposal } from '@/lib/schemas/proposals';

/** A proposal as the API answers it: version 2 of an open offer, one question answered, read by its developer. */
export const PROPOSAL: Proposal = {
  id: '7b0c7c8e-3a52-4d3c-9a55-1f7d0a8f2c11',
  project_id: '2f1e6d5c-4b3a-4c2d-8e1f-0a9b8c7d6e5f',
  project_name: 'Loire biochar',
  company_id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  company_name: 'Kilnworks SA',
  status: 'open',
  current_version: 2,
  current: {
    version: 2,
    model: 'PyroLine 1500',
    quantity: 1,
    price_amount: 1_150_000,
    currency: 'EUR',
    delivery_date: null,
    lead_time_weeks: 36,
    valid_until: '2027-03-31',
    terms: '30 % on order, 70 % on delivery.',
    note: 'Dryer included',
    created_at: '2026-11-21T10:00:00.000Z',
  },
  decline_reason: null,
  decided_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  versions: [],
  files: [
    {
      id: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
      name: 'datasheet.pdf',
      content_type: 'application/pdf',
      size: 48_213,
      sha256: 'ab'.repeat(32),
      uploaded_at: '2026-11-21T10:05:00.000Z',
    },
  ],
  messages: [
    { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', side: 'developer', author: 'Dana Developer', body: 'Is the dryer included?', created_at: '2026-11-20T12:00:00.000Z' },
    { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', side: 'oem', author: 'Olga Oem', body: 'It is now.', created_at: '2026-11-21T09:00:00.000Z' },
  ],
  side: 'developer',
  can_decide: true,
  can_revise: false,
};
PROPOSAL.versions = [PROPOSAL.current, { ...PROPOSAL.current, version: 1, price_amount: 1_250_000, note: null, created_at: '2026-11-20T10:00:00.000Z' }];
