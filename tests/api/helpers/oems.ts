import { SAMPLE_OFFER } from '@/lib/oems/testing/sample-offer';
import type { ProjectDetail } from '@/lib/schemas/projects';
import { answers } from '@/server/db/schema';
import type { TestApp } from './app';

export const signUpBody = (legalName: string, offer: unknown = SAMPLE_OFFER) => ({ legal_name: legalName, country: 'DE', website: null, description: 'Reactors', offer });

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
