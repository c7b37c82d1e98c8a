import type { AnswerValue } from '@/lib/schemas/assessments';

/*
 * The demo account's sample project: a biochar plant in the Loire valley, part-way through its assessment. The first
 * two assessments are answered and completed, the third (technology) is half done, so that a visitor who signs
 * in sees steps in every state, live progress, computed results with gaps and key figures.
 */

export const DEMO_PROJECT_NAME = 'Loire Valley biochar plant';
export const DEMO_TEMPLATE_SLUG = 'biochar-readiness';

/** Answers per assessment of the template (by definition id), in the order a person would give them. */
export interface DemoAssessmentAnswers {
  assessment: string;
  answers: [questionId: string, value: AnswerValue][];
  /** Completed once answered (which unlocks the next assessment). */
  complete: boolean;
}

export const DEMO_ANSWERS: DemoAssessmentAnswers[] = [
  {
    assessment: 'project_profile',
    complete: true,
    answers: [
      ['project_name', 'Loire Valley biochar plant'],
      [
        'project_summary',
        'A 2 MW continuous pyrolysis plant near Saumur turning vineyard prunings and sawmill offcuts into biochar for the vineyards and market gardens of the valley, with the process heat sold to a neighbouring greenhouse.',
      ],
      ['project_country', 'FR'],
      ['project_location', { lat: 47.2602, lng: -0.0769, label: 'Saumur industrial park' }],
      ['project_stage', 'development'],
      ['expected_start', '2027-09-01'],
      ['developer_website', 'https://demo.groundwork.eco'],
      ['team_size', 7],
      ['team_experience', ['pyrolysis_operations', 'agronomy', 'project_finance']],
      [
        'key_people',
        [
          { name: 'Camille Durand', role: 'Plant manager', years: 12 },
          { name: 'Yanis Morel', role: 'Agronomist', years: 8 },
        ],
      ],
      ['has_prior_projects', true],
      ['prior_projects', 'A 300 kW pilot kiln run for three years at a cooperative winery, 410 t of biochar sold to its members.'],
    ],
  },
  {
    assessment: 'feedstock_eligibility',
    complete: true,
    answers: [
      ['feedstock_types', ['agricultural_residues', 'forestry_residues']],
      ['feedstock_tonnes', 12000],
      ['feedstock_moisture', 22],
      ['drying_method', 'waste_heat'],
      [
        'feedstock_sources',
        [
          { supplier: 'Cave coopérative de Saumur', tonnes: 7000, distance: 18, contracted: true },
          { supplier: 'Scierie du Layon', tonnes: 5000, distance: 35, contracted: false },
        ],
      ],
      ['supply_contracts', true],
      ['supply_contract_years', 5],
      ['competing_uses', false],
      ['needs_carbon_revenue', true],
      ['legally_required', false],
      ['registry', 'puro'],
      ['methodology_version', 'Puro Standard Biochar Methodology 2025'],
    ],
  },
  {
    assessment: 'technology',
    complete: false,
    answers: [
      ['reactor_type', 'continuous_auger'],
      ['oem_selected', true],
      ['oem_name', 'Valcarb Systems'],
      ['reactor_count', 2],
      ['plant_capacity_tonnes', 15000],
      ['operating_hours', 7800],
      ['pyrolysis_temperature', 620],
      ['biochar_yield', 25],
      ['emissions_control', ['afterburner', 'heat_recovery']],
      ['corg_fraction', 78],
      ['h_corg_ratio', 0.35],
    ],
  },
];
