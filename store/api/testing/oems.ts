import type { CriterionResult, ProjectMatches } from '@/lib/schemas/oem-matches';
import type { Oem } from '@/lib/schemas/oems';
import { PROJECT_ID } from '@/store/api/testing/projects';

/** Answers of the OEM routes for the screens' tests, shaped as lib/schemas/oems*.ts says. */
export const OEM_ID = '3e2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b09';

export const OEM: Oem = {
  company_id: OEM_ID,
  legal_name: 'Pyrotec Kilns',
  country: 'FR',
  website: 'https://pyrotec.example',
  description: 'Rotary kilns for biochar.',
  status: 'verified',
  refusal_reason: null,
  offer: {
    models: [
      {
        name: 'RK-2',
        capacity_min: 2000,
        capacity_max: 8000,
        feedstocks: ['forestry_residues'],
        moisture_max: 25,
        outputs: ['biochar', 'heat'],
        emissions_control: ['afterburner'],
        certifications: ['ebc'],
      },
    ],
    regions: ['FR', 'BE'],
    price_min: 400000,
    price_max: 1500000,
    lead_time_months: 9,
    references: 'Three plants in Brittany.',
  },
  requirements: {
    feedstocks: [],
    capacity_min: null,
    regions: [],
    budget_min: null,
    grid_required: false,
    permits_required: false,
    space_min_ha: null,
    stages: [],
    hard: ['region'],
  },
  updated_at: '2026-11-20T10:00:00.000Z',
};

const criterion = (result: Partial<CriterionResult> & Pick<CriterionResult, 'criterion' | 'weight' | 'points' | 'status' | 'reason'>): CriterionResult => ({
  hard: false,
  excludes: false,
  project: [],
  oem: { term: 'price_min', value: null },
  missing: [],
  ...result,
});

export const PROJECT_MATCHES: ProjectMatches = {
  project_id: PROJECT_ID,
  discoverability: { discoverable: false, fields: [] },
  missing: [
    { question_id: 'ticket_size', title: 'How much do you need?', href: `/projects/${PROJECT_ID}/assessments/a?question=ticket_size`, locked: null },
    { question_id: 'registry', title: null, href: null, locked: null },
    {
      question_id: 'plant_capacity_tonnes',
      title: 'Design capacity of the plant',
      href: null,
      locked: { step: 'Plant design', unlocked_by: 'Feedstock and eligibility', href: `/projects/${PROJECT_ID}/assessments/b` },
    },
  ],
  matches: [
    {
      company_id: OEM_ID,
      legal_name: 'Pyrotec Kilns',
      country: 'FR',
      website: 'https://pyrotec.example',
      score: 80,
      strong: true,
      excluded: false,
      criteria: [
        criterion({
          criterion: 'feedstock',
          weight: 25,
          points: 25,
          status: 'met',
          reason: 'all_feedstocks_accepted',
          project: [{ question_id: 'feedstock_types', value: ['forestry_residues'] }],
          oem: { term: 'models.feedstocks', value: [{ model: 'RK-2', feedstocks: ['forestry_residues'], moisture_max: 25 }] },
        }),
        criterion({
          criterion: 'budget',
          weight: 15,
          points: 0,
          status: 'missing',
          reason: 'missing',
          project: [{ question_id: 'ticket_size', value: null }],
          missing: ['ticket_size'],
        }),
        criterion({
          criterion: 'region',
          weight: 15,
          points: 15,
          status: 'met',
          reason: 'region_served',
          hard: true,
          project: [{ question_id: 'project_country', value: 'FR' }],
          oem: { term: 'regions', value: { served: ['FR', 'BE'], required: [] } },
        }),
      ],
    },
  ],
};
