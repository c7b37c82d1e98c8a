import { assessmentDetailOf, progressOf, SECTIONS } from '@/store/api/testing/projects';
import { fillSection, keepReadSections, openingSection, outlineAssessment, questionIdsOf } from './outline';

describe("the questionnaire page's first data: the opened section's questions, the others' ids", () => {
  it('keeps the questions of the section asked for, else the last one worked on, else the first with a visible question', () => {
    const detail = assessmentDetailOf({ current_section: 'details' });
    expect(openingSection(detail, 'identity')).toBe('identity');
    expect(openingSection(detail, 'nowhere')).toBe('details');
    const hiddenFirst = assessmentDetailOf({ current_section: '', progress_detail: progressOf({ question_list: ['capacity'] }) });
    expect(openingSection(hiddenFirst)).toBe('details');

    const outlined = outlineAssessment(detail);
    expect(outlined.sections.map((section) => section.questions.length)).toEqual([0, SECTIONS[1].questions.length]);
    expect(outlined.sections[0].title).toEqual(SECTIONS[0].title);
    expect(outlined.outline).toEqual({ identity: ['project_name', 'summary', 'stage', 'has_site'] });
    expect(questionIdsOf(outlined, outlined.sections[0])).toEqual(['project_name', 'summary', 'stage', 'has_site']);
    expect(openingSection(outlined)).toBe('details');
  });

  it('takes a section read later in its place, once', () => {
    const outlined = outlineAssessment(assessmentDetailOf());
    fillSection(outlined, SECTIONS[1]);
    expect(outlined.sections[1]).toBe(SECTIONS[1]);
    expect(outlined.outline).toEqual({});
    const other = { ...SECTIONS[1], title: { en: 'Changed', fr: 'Changé' } };
    fillSection(outlined, other);
    expect(outlined.sections[1]).toBe(SECTIONS[1]);
  });

  it('keeps, in a new reading of the page, the sections an earlier reading of the same assessment holds', () => {
    const earlier = outlineAssessment(assessmentDetailOf({ current_section: 'identity' }));
    fillSection(earlier, SECTIONS[1]);
    const fresh = outlineAssessment(assessmentDetailOf({ current_section: 'identity', current_question: 'summary' }));
    const kept = keepReadSections(earlier, fresh);
    expect(kept.sections).toEqual(SECTIONS);
    expect(kept.current_question).toBe('summary');
    expect(kept.outline).toEqual({});
    expect(fresh.sections[1].questions).toEqual([]);
    expect(keepReadSections(assessmentDetailOf({ id: 'another' }), fresh)).toBe(fresh);
    expect(keepReadSections(earlier, assessmentDetailOf())).toEqual(assessmentDetailOf());
  });
});
