import { assessmentProgress } from './progress';
import { computeScores, earnedShare } from './scoring';
import { testIndex } from './testing/test-template';
import { visibleQuestions } from './visibility';

const index = testIndex();
const assessmentIds = new Map([
  ['basics', '00000000-0000-4000-8000-000000000001'],
  ['details', '00000000-0000-4000-8000-000000000002'],
]);

function scores(entries: [string, unknown][]) {
  const answers = new Map(entries);
  return computeScores({ index, answers, visible: visibleQuestions(index, answers), language: 'en', assessmentIds });
}

describe('earnedShare', () => {
  const question = (id: string) => index.questionById.get(id)!.question;
  it('earns by option score, the lowest of several choices, the ready answer, or any answer', () => {
    expect(earnedShare(question('stage'), 'idea')).toBe(0.25);
    expect(earnedShare(question('stage'), 'built')).toBe(1);
    expect(earnedShare(question('inputs'), ['wood', 'manure'])).toBe(0.5);
    expect(earnedShare(question('permit'), true)).toBe(1);
    expect(earnedShare(question('permit'), false)).toBe(0);
    expect(earnedShare(question('risky'), false)).toBe(1);
    expect(earnedShare(question('tonnes'), 0)).toBe(1);
    expect(earnedShare(question('tonnes'), undefined)).toBeNull();
  });
});

describe('computeScores', () => {
  it('weights questions in sections, sections in assessments and assessments overall', () => {
    const result = scores([
      ['tonnes', 50],
      ['stage', 'idea'],
      ['permit', true],
      ['risky', true],
      ['inputs', ['wood', 'manure']],
      ['start', '2024-01-01'],
    ]);
    // general: tonnes 2/2, stage 0.25×4 = 1, stage_notes (shown, weight 1) 0 → 3 / 7 = 42.857 %
    // checks: permit 2/2, risky 0/1, inputs 0.5/1 → 2.5 / 4 = 62.5 %
    // basics = (42.857×2 + 62.5×1) / 3 = 49.405 %; details: start 1, evidence 0, rows 0 → 1/3 = 33.333 %
    // overall = (49.405×1 + 33.333×3) / 4 = 37.351 %
    expect(result.sections).toEqual([
      expect.objectContaining({ section_id: 'general', score: 42.9, title: 'General' }),
      expect.objectContaining({ section_id: 'checks', score: 62.5 }),
      expect.objectContaining({ section_id: 'detail_section', score: 33.3 }),
    ]);
    expect(result.assessments.map((item) => item.score)).toEqual([49.4, 33.3]);
    expect(result.overall).toBeCloseTo(37.351, 3);
    expect(result.gaps.map((gap) => [gap.question_id, gap.reason, gap.weight])).toEqual([
      ['stage', 'not_ready', 4],
      ['stage_notes', 'unanswered', 1],
      ['risky', 'not_ready', 1],
      ['inputs', 'not_ready', 1],
      ['evidence', 'unanswered', 1],
      ['rows', 'unanswered', 1],
    ]);
  });

  it('scores everything ready as 100 with no gaps; hidden and weightless questions do not count', () => {
    const result = scores([
      ['tonnes', 5],
      ['stage', 'built'],
      ['stage_notes', 'ignored while hidden'],
      ['permit', true],
      ['risky', false],
      ['inputs', ['wood']],
      ['start', '2024-01-01'],
      ['evidence', [{ file_id: 'x', name: 'x' }]],
      ['rows', [{ who: 'A' }]],
    ]);
    expect(result.overall).toBe(100);
    expect(result.gaps).toEqual([]);
  });
});

describe('assessmentProgress', () => {
  it('counts visible required questions for completion and all visible ones for progress', () => {
    const empty = assessmentProgress(index, 'basics', new Map());
    expect(empty).toMatchObject({ completion: 0, progress: 0, missing_required: ['name', 'tonnes', 'stage'] });
    expect(empty.question_list).not.toContain('stage_notes');
    const some = assessmentProgress(
      index,
      'basics',
      new Map<string, unknown>([
        ['name', 'Kiln'],
        ['stage', 'idea'],
      ]),
    );
    // 2 of 3 required; 2 of 8 visible (stage_notes appeared); project: 2 of 12 visible (big_site and other hidden).
    expect(some.completion).toBe(66.6);
    expect(some.progress).toBe(25);
    expect(some.missing_required).toEqual(['tonnes']);
    expect(some.sections[0]).toEqual({ section_id: 'general', answered: 2, visible: 5, completion: 40 });
    expect(some.assessment_completion).toBe(16.6);
    const details = assessmentProgress(index, 'details', new Map());
    expect(details.completion).toBe(100);
  });
});
