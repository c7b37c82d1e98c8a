import { dropDraft, keepDraft, storedDrafts } from './draft-store';

beforeEach(() => window.localStorage.clear());

describe('draft store', () => {
  it('keeps drafts per assessment and question, and forgets one when asked', () => {
    keepDraft('a1', 'project_country', { value: 'France', baseVersion: 0 });
    keepDraft('a1', 'project_summary', { value: 'Too short', baseVersion: 2 });
    keepDraft('a2', 'project_country', { value: 'KE', baseVersion: 1 });
    expect(storedDrafts('a1')).toEqual({
      project_country: { value: 'France', baseVersion: 0 },
      project_summary: { value: 'Too short', baseVersion: 2 },
    });
    dropDraft('a1', 'project_country');
    expect(Object.keys(storedDrafts('a1'))).toEqual(['project_summary']);
    expect(storedDrafts('a2')).toEqual({ project_country: { value: 'KE', baseVersion: 1 } });
  });

  it('ignores what is not a draft', () => {
    window.localStorage.setItem('groundwork:draft:a1:broken', '{not json');
    window.localStorage.setItem('groundwork:draft:a1:odd', JSON.stringify({ value: 'x' }));
    expect(storedDrafts('a1')).toEqual({});
  });
});
