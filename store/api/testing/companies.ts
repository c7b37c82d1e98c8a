import type { CompanyView, InvitationPreview } from '@/lib/schemas/companies';
import type { DeveloperPage } from '@/lib/schemas/developers';
import { TEST_ME } from '@/components/layout/testing/render-shell';

/** An invitation's link as its invitee reads it, free to join. */
export const INVITATION: InvitationPreview = { company_name: 'Ceres Biochar SAS', kind: 'developer', role: 'member', email: 'ana@example.org', can_join: true, reason: null };

const COLLEAGUE = '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';

/** The caller's developer company, read by its admin: a colleague, one open invitation. */
export const COMPANY_VIEW: CompanyView = {
  company: {
    id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
    kind: 'developer',
    legal_name: 'Ceres Biochar SAS',
    registration_number: '901 234 567',
    country: 'FR',
    sectors: ['Biochar', 'Forestry'],
    description: 'We build biochar plants in the Loire valley.',
    website: 'https://ceres.example',
    employees: 12,
    founded_year: 2019,
    has_logo: false,
    verified_at: null,
    show_to_investors: false,
    show_to_oems: false,
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-10-02T10:00:00.000Z',
  },
  role: 'admin',
  members: [
    { user_id: TEST_ME.id, name: TEST_ME.name, email: TEST_ME.email, role: 'admin', joined_at: '2026-10-01T10:00:00.000Z' },
    { user_id: COLLEAGUE, name: 'Chloé Martin', email: 'chloe@example.org', role: 'member', joined_at: '2026-10-03T10:00:00.000Z' },
  ],
  invitations: [
    {
      id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a',
      email: 'bruno@example.org',
      role: 'member',
      invited_by: TEST_ME.name,
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-12-04T10:00:00.000Z',
    },
  ],
};
export const COLLEAGUE_ID = COLLEAGUE;

/** The developer page of that company, as its admin reads it: two linked projects, one listed. */
export const DEVELOPER_PAGE: DeveloperPage = {
  company_id: COMPANY_VIEW.company!.id,
  legal_name: 'Ceres Biochar SAS',
  country: 'FR',
  sectors: ['Biochar'],
  description: 'We build biochar plants in the Loire valley.',
  website: 'https://ceres.example',
  founded_year: 2019,
  show_to_investors: false,
  show_to_oems: true,
  track_record: {
    projects: 2,
    capacity_tonnes: 3000,
    feedstock_tonnes: 7500,
    stages_reached: { '1': 1, '3': 1 },
    published_opportunities: 1,
    items: [
      { name: 'Loire biochar', capacity_tonnes: 2000, feedstock_tonnes: 5000, steps_completed: 3, steps_total: 4, published: true },
      { name: 'Sologne pilot', capacity_tonnes: 1000, feedstock_tonnes: 2500, steps_completed: 1, steps_total: 4, published: false },
    ],
  },
};
