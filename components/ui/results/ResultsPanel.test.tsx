import { screen } from '@testing-library/react';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { ASSESSMENT_ID, PROJECT_ID } from '@/store/api/testing/projects';
import type { ComputeResult } from '@/lib/schemas/assessments';
import { ResultsView } from './ResultsPanel';

const RESULT: ComputeResult = {
  project_id: PROJECT_ID,
  overall: 64,
  threshold: 70,
  ready: false,
  assessments: [{ assessment_id: ASSESSMENT_ID, title: 'Project profile', score: 80 }],
  sections: [{ assessment_id: ASSESSMENT_ID, section_id: 'identity', title: 'Project identity', score: 55 }],
  gaps: [{ assessment_id: ASSESSMENT_ID, section_id: 'identity', question_id: 'project_stage', question: 'Current stage of the project', reason: 'unanswered', weight: 2 }],
  formulas: [
    { id: 'annual_biochar_tonnes', label: 'Biochar produced per year', unit: 't/yr', value: 1250.5, missing: [], missing_labels: [] },
    {
      id: 'annual_co2_removed',
      label: 'CO2 removed per year (gross)',
      unit: 'tCO2e/yr',
      value: null,
      missing: ['corg_fraction', 'permanence_fraction'],
      missing_labels: ['Organic carbon content of the biochar', 'Share of the organic carbon still stable'],
    },
  ],
  computed_at: '2026-03-02T10:00:00.000Z',
};

describe('ResultsView', () => {
  it('shows the score against the threshold, the bars, the gaps linked to their question and the formulas with units', () => {
    renderInShell(<ResultsView result={RESULT} projectId={PROJECT_ID} />);
    expect(screen.getByRole('img', { name: 'Overall score 64 out of 100; 70 is needed to be ready' })).toBeInTheDocument();
    expect(screen.getByText('Not ready yet: 70 needed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Project identity: 55 out of 100' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Current stage of the project' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/assessments/${ASSESSMENT_ID}?section=identity&question=project_stage`,
    );
    expect(screen.getByText('1,250.5')).toBeInTheDocument();
    expect(screen.getByText('t/yr')).toBeInTheDocument();
    expect(screen.getByText('Needs an answer to: Organic carbon content of the biochar and Share of the organic carbon still stable')).toBeInTheDocument();
    expect(screen.queryByText(/corg/)).toBeNull();
  });
});
