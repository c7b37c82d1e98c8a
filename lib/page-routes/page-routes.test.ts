import { articleHref, knowledgeHubHref } from './knowledge';
import { assessmentHref, projectHref } from './projects';
import { QUESTIONS_PATH, requestHref } from './questions';
import { DASHBOARD_PATH, LANDING_PATH, queryValue } from './shell';

describe('page addresses', () => {
  it("are the seed's landing and after-sign-in pages", () => {
    expect(LANDING_PATH).toBe('/');
    expect(DASHBOARD_PATH).toBe('/homepage');
  });

  it('build project and questionnaire addresses with their ids escaped', () => {
    expect(projectHref('p 1')).toBe('/projects/p%201');
    expect(projectHref('p1', 'files')).toBe('/projects/p1?tab=files');
    expect(assessmentHref('p1', 'a/2')).toBe('/projects/p1/assessments/a%2F2');
    expect(assessmentHref('p1', 'a2', { section: 'site', question: 'q 1' })).toBe('/projects/p1/assessments/a2?section=site&question=q+1');
    expect(assessmentHref('p1', 'a2', { section: null, question: null })).toBe('/projects/p1/assessments/a2');
  });

  it('build knowledge-hub addresses', () => {
    expect(knowledgeHubHref()).toBe('/knowledge-hub');
    expect(knowledgeHubHref('measurement')).toBe('/knowledge-hub?category=measurement');
    expect(articleHref('dry-mass')).toBe('/knowledge-hub/dry-mass');
  });

  it('build the address of a thread of questions, the same for both sides (R-21.1)', () => {
    expect(QUESTIONS_PATH).toBe('/requests');
    expect(requestHref('r 1')).toBe('/requests/r%201');
  });

  it('read the first value of a query parameter', () => {
    expect(queryValue(['a', 'b'])).toBe('a');
    expect(queryValue('a')).toBe('a');
    expect(queryValue(undefined)).toBeUndefined();
  });
});
