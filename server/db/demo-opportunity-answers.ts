import type { DemoAssessmentAnswers } from './demo-project-answers';

/*
 * The demo opportunity's project: a biochar cooperative in the Rhône valley, assessed to the end, so that its results
 * reach the biochar template's readiness threshold and its developer could publish it. Every assessment is answered
 * and completed in template order; the files (laboratory report, financial model) are left out.
 */

export const DEMO_OPPORTUNITY_PROJECT_NAME = 'Rhône valley biochar cooperative';

export const DEMO_READY_ANSWERS: DemoAssessmentAnswers[] = [
  {
    assessment: 'project_profile',
    complete: true,
    answers: [
      ['project_name', DEMO_OPPORTUNITY_PROJECT_NAME],
      ['project_summary', 'A cooperative pyrolysis plant near Valence turning orchard and vineyard prunings into biochar for its member farms.'],
      ['project_country', 'FR'],
      ['project_location', { lat: 44.9334, lng: 4.8924, label: 'Valence, Drôme' }],
      ['project_stage', 'construction'],
      ['expected_start', '2027-04-01'],
      ['team_size', 11],
      ['team_experience', ['pyrolysis_operations', 'agronomy', 'project_finance', 'carbon_markets']],
      ['has_prior_projects', true],
      ['prior_projects', 'Two mobile kilns run by the cooperative since 2022.'],
    ],
  },
  {
    assessment: 'feedstock_eligibility',
    complete: true,
    answers: [
      ['feedstock_types', ['agricultural_residues']],
      ['feedstock_tonnes', 12000],
      ['feedstock_moisture', 18],
      ['drying_method', 'waste_heat'],
      ['supply_contracts', true],
      ['supply_contract_years', 10],
      ['competing_uses', false],
      ['needs_carbon_revenue', true],
      ['legally_required', false],
      ['removal_rights', true],
      ['registry', 'puro'],
      ['methodology_version', 'Puro Standard Biochar Methodology 2025'],
    ],
  },
  {
    assessment: 'technology',
    complete: true,
    answers: [
      ['reactor_type', 'continuous_auger'],
      ['oem_selected', true],
      ['oem_name', 'Valcarb Systems'],
      ['reactor_count', 2],
      ['plant_capacity_tonnes', 14000],
      ['pyrolysis_temperature', 650],
      ['biochar_yield', 25],
      ['emissions_control', ['afterburner', 'heat_recovery', 'particle_filter']],
      ['syngas_use', 'heat_export'],
      ['corg_fraction', 80],
      ['h_corg_ratio', 0.3],
      ['durability_horizon', 'years_100'],
      ['permanence_fraction', 80],
      ['lab_analysis_done', false],
    ],
  },
  {
    assessment: 'site_permits',
    complete: true,
    answers: [
      ['site_secured', 'leased'],
      ['site_location', { lat: 44.9121, lng: 4.9103, label: 'Valence agricultural park' }],
      ['permit_list', [{ permit: 'ICPE registration', authority: 'Préfecture de la Drôme', status: 'granted' }]],
      ['environmental_assessment', 'approved'],
      ['local_consultation', true],
      ['consultation_notes', 'Two public meetings with the neighbouring villages in 2026.'],
    ],
  },
  {
    assessment: 'offtake_mrv',
    complete: true,
    answers: [
      ['end_uses', ['soil', 'compost']],
      ['offtake_agreement', true],
      ['offtake_share', 80],
      ['credit_buyers', 'letter_of_intent'],
      ['credit_price', 140],
      ['temperature_logging', true],
      ['moisture_monitoring', true],
      ['gps_tracking', true],
      ['sampling_frequency', 'per_batch'],
      ['project_emissions', 500],
    ],
  },
  {
    assessment: 'finance_safeguards',
    complete: true,
    answers: [
      ['capex', 4_200_000],
      ['opex', 600_000],
      ['funding_secured', 1_800_000],
      ['funding_instruments', ['equity', 'grants']],
      ['safeguards_policy', true],
      ['biodiversity_risk', 'low'],
      ['health_safety_plan', true],
    ],
  },
];

/**
 * What the demo opportunity's developer wrote, in French: a cooperative near Valence writes in its own language, and
 * a publication is shown as its developer wrote it, to readers of either language. (The figures come from the
 * computed results.)
 */
export const DEMO_PUBLICATION = {
  title: 'Coopérative biochar de la vallée du Rhône : deuxième ligne',
  summary:
    'La coopérative lève des fonds propres pour une deuxième ligne de pyrolyse en continu, qui double sa production de biochar pour les fermes adhérentes. 80 % de la production a déjà preneur ; les crédits sont vendus via Puro.',
  stage: 'construction',
  instrument: 'equity',
  ticket_min: 250_000,
  ticket_max: 1_500_000,
  currency: 'EUR',
  region: 'europe',
  teaser_file_ids: [],
  public_fields: ['summary', 'stage', 'instrument', 'region', 'removals'],
} as const;
