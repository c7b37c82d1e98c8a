import type { TemplateQuestion } from '@/lib/schemas/templates';
import { validateAnswer } from './answer-validation';
import { testIndex } from './testing/test-template';

const index = testIndex();
const FILE = '8d3c8f7e-1b2a-4c3d-9e8f-7a6b5c4d3e2f';
const context = { projectFileIds: new Set([FILE]) };
const question = (id: string): TemplateQuestion => {
  const found = index.questionById.get(id);
  if (!found) throw new Error(id);
  return found.question;
};
const check = (id: string, value: unknown) => validateAnswer(question(id), value, context);
const reason = (id: string, value: unknown) => {
  const result = check(id, value);
  return result.ok ? null : result.reason;
};

describe('validateAnswer', () => {
  it('checks text: type, trimmed length, and lets an empty value through (required never blocks a save)', () => {
    expect(check('name', '  Kiln  ')).toEqual({ ok: true, value: 'Kiln' });
    expect(reason('name', 'ab')).toBe('must be at least 3 characters (got 2)');
    expect(reason('name', 'a'.repeat(11))).toBe('must be at most 10 characters (got 11)');
    expect(reason('name', 'two\nlines')).toBe('must fit on one line');
    expect(reason('name', 42)).toBe('expected text, got a number');
    expect(check('name', '')).toEqual({ ok: true, value: '' });
  });

  it('says what a pattern expects in words when the template gives them', () => {
    const code = (patternHint?: { en: string; fr: string }): TemplateQuestion => ({
      id: 'country',
      type: 'short_text',
      label: { en: 'Country', fr: 'Pays' },
      weight: 1,
      validation: { required: false, pattern: '^[A-Z]{2}$', pattern_hint: patternHint },
    });
    const refused = (q: TemplateQuestion) => {
      const result = validateAnswer(q, 'France', context);
      return result.ok ? null : result.reason;
    };
    expect(refused(code({ en: 'two capital letters', fr: 'deux majuscules' }))).toBe('does not have the expected format: two capital letters');
    expect(refused(code())).toBe('does not have the expected format (^[A-Z]{2}$)');
  });

  it('checks numbers: finite, integer, bounds', () => {
    expect(check('tonnes', 0)).toEqual({ ok: true, value: 0 });
    expect(reason('tonnes', 1000.5)).toBe('must be at most 1000');
    expect(reason('tonnes', -1)).toBe('must be at least 0');
    expect(reason('staff', 2.5)).toBe('must be a whole number');
    expect(reason('tonnes', '12')).toBe('expected a number, got a string');
  });

  it('checks choices: option values and counts', () => {
    expect(check('stage', 'idea').ok).toBe(true);
    expect(reason('stage', 'later')).toBe('"later" is not an option (options: "idea", "built")');
    expect(check('inputs', ['wood', 'manure']).ok).toBe(true);
    expect(reason('inputs', ['wood', 'manure', 'crops'])).toBe('choose at most 2 options (got 3)');
    expect(reason('inputs', ['wood', 'wood'])).toBe('an option is chosen more than once');
    expect(reason('inputs', 'wood')).toBe('expected a list of option values');
    expect(reason('permit', 'yes')).toBe('expected true (yes) or false (no), got a string');
  });

  it('checks dates: real calendar dates within bounds', () => {
    expect(check('start', '2024-02-29').ok).toBe(true);
    expect(reason('start', '2023-02-29')).toBe('"2023-02-29" is not a date (YYYY-MM-DD)');
    expect(reason('start', '2019-12-31')).toBe('must be on or after 2020-01-01');
    expect(reason('start', '2031-01-01')).toBe('must be on or before 2030-12-31');
  });

  it('checks locations and files', () => {
    expect(check('big_site', { lat: 1, lng: 2, label: ' Site ' })).toEqual({ ok: true, value: { lat: 1, lng: 2, label: 'Site' } });
    expect(reason('big_site', { lat: 1, lng: 200 })).toBe('lng: longitude is at most 180');
    expect(check('evidence', [{ file_id: FILE, name: 'a.pdf' }]).ok).toBe(true);
    expect(reason('evidence', [{ file_id: '1b2a8d3c-1b2a-4c3d-9e8f-7a6b5c4d3e2f', name: 'b.pdf' }])).toBe('"b.pdf" is not a file of this project; upload it first');
    expect(
      reason('evidence', [
        { file_id: FILE, name: 'a' },
        { file_id: FILE, name: 'a' },
      ]),
    ).toBe('a file is listed more than once');
    expect(reason('evidence', ['a.pdf'])).toBe('expected a list of files ({ fileId, name })');
  });

  it('checks tables: columns, cell types, required cells and row counts', () => {
    expect(check('rows', [{ who: 'A', amount: 2, when: '2024-01-01', ok: true, kind: 'a' }]).ok).toBe(true);
    expect(check('rows', [{ who: 'A', amount: null }]).ok).toBe(true);
    expect(reason('rows', [{ amount: 2 }])).toBe('row 1: "who" is required');
    expect(reason('rows', [{ who: 'A', amount: 'two' }])).toBe('row 1: "amount" must be a number');
    expect(reason('rows', [{ who: 'A', when: '2024-13-01' }])).toBe('row 1: "when" must be a date (YYYY-MM-DD)');
    expect(reason('rows', [{ who: 'A', ok: 'yes' }])).toBe('row 1: "ok" must be true or false');
    expect(reason('rows', [{ who: 'A', kind: 'c' }])).toBe('row 1: "c" is not an option of "kind" (options: "a", "b")');
    expect(reason('rows', [{ who: 'A', color: 'red' }])).toBe('row 1: "color" is not a column');
    expect(
      reason(
        'rows',
        Array.from({ length: 4 }, () => ({ who: 'A' })),
      ),
    ).toBe('give at most 3 rows (got 4)');
    expect(reason('rows', [['A']])).toBe('row 1 must be an object of column → value');
  });
});
