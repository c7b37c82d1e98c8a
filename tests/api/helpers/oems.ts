import type { ProjectDetail } from '@/lib/schemas/projects';
import { answers } from '@/server/db/schema';
import type { TestApp } from './app';

/** The reactor offer of a hand-built OEM: two models, France and Germany, 1–3 M€, 12 months (lib/oems/score.test.ts). */
export const OFFER = {
  models: [
    {
      name: 'Small',
      capacity_min: 500,
      capacity_max: 2000,
      feedstocks: ['forestry_residues', 'nut_shells'],
      moisture_max: 20,
      outputs: ['biochar'],
      emissions_control: ['afterburner'],
      certifications: ['ebc'],
    },
    {
      name: 'Large',
      capacity_min: 4000,
      capacity_max: 10000,
      feedstocks: ['forestry_residues', 'agricultural_residues'],
      moisture_max: 40,
      outputs: ['biochar', 'heat'],
      emissions_control: [],
      certifications: ['ebc', 'puro'],
    },
  ],
  regions: ['FR', 'DE'],
  price_min: 1_000_000,
  price_max: 3_000_000,
  lead_time_months: 12,
  references: 'Two plants in Brittany',
};

export const signUpBody = (legalName: string, offer: unknown = OFFER) => ({ legal_name: legalName, country: 'DE', website: null, description: 'Reactors', offer });

/** Writes answers straight into the project (questions of assessments still locked to the API), as saves would. */
export async function storeAnswers(t: TestApp, project: ProjectDetail, byAssessment: Record<string, Record<string, unknown>>): Promise<void> {
  for (const [definitionId, values] of Object.entries(byAssessment)) {
    const assessment = project.steps.flatMap((step) => step.assessments).find((item) => item.definition_id === definitionId);
    if (!assessment) throw new Error(`No assessment ${definitionId}`);
    for (const [questionId, value] of Object.entries(values)) {
      await t.database.db.insert(answers).values({ assessmentId: assessment.id, projectId: project.id, questionId, value, version: 1 });
    }
  }
}

/** The hand-built project of the score's unit test, less its country (asked on the first, open assessment). */
export const PROJECT_ANSWERS = {
  project_profile: { project_stage: 'development', expected_start: '2030-06-01' },
  feedstock_eligibility: { feedstock_types: ['forestry_residues', 'agricultural_residues'], feedstock_moisture: 30, registry: 'puro' },
  technology: { plant_capacity_tonnes: 5000 },
  site_permits: { grid_connection: true, site_area: 2, environmental_assessment: 'in_progress' },
};
