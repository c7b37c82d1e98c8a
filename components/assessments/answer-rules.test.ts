import type { TemplateQuestion } from '@/lib/schemas/templates';
import { answerProblem, normaliseAnswer } from './answer-rules';

const country: TemplateQuestion = {
  id: 'project_country',
  type: 'short_text',
  label: { en: 'Country', fr: 'Pays' },
  weight: 1,
  validation: { required: true, pattern: '^[A-Z]{2}$', pattern_hint: { en: 'two capital letters', fr: 'deux majuscules' } },
};
const summary: TemplateQuestion = {
  id: 'project_summary',
  type: 'long_text',
  label: { en: 'Summary', fr: 'Résumé' },
  weight: 1,
  validation: { required: true, min: 50, max: 2000 },
};
const website: TemplateQuestion = {
  id: 'developer_website',
  type: 'short_text',
  label: { en: 'Website', fr: 'Site' },
  weight: 0,
  validation: { required: false, pattern: '^https?://' },
};
const people: TemplateQuestion = {
  id: 'team_size',
  type: 'number',
  label: { en: 'People', fr: 'Personnes' },
  weight: 1,
  validation: { required: true, min: 1, max: 5000, integer: true },
};
const start: TemplateQuestion = {
  id: 'expected_start',
  type: 'date',
  label: { en: 'Start', fr: 'Début' },
  weight: 1,
  validation: { required: true, min: '2020-01-01', max: '2040-12-31' },
};

describe('normaliseAnswer', () => {
  it('trims text and writes a code in capitals when only the capital form fits the pattern', () => {
    expect(normaliseAnswer(country, ' fr ')).toBe('FR');
    expect(normaliseAnswer(country, 'Fr')).toBe('FR');
    expect(normaliseAnswer(country, 'France')).toBe('France');
    expect(normaliseAnswer(summary, '  A plant.\n')).toBe('A plant.');
  });

  it('leaves a value that already fits, and other types, as they are', () => {
    expect(normaliseAnswer(website, 'https://Example.org')).toBe('https://Example.org');
    expect(normaliseAnswer(people, 12)).toBe(12);
    expect(normaliseAnswer(undefined, ' x ')).toBe(' x ');
  });
});

describe('answerProblem', () => {
  it('names the rule a text breaks, with what is needed and what there is', () => {
    expect(answerProblem(summary, 'Too short')).toEqual({ rule: 'minLength', limit: 50, count: 9 });
    expect(answerProblem(country, 'France')).toEqual({ rule: 'pattern', hint: { en: 'two capital letters', fr: 'deux majuscules' } });
    expect(answerProblem(website, 'example.org')).toEqual({ rule: 'pattern', hint: undefined });
    expect(answerProblem(country, 'FR')).toBeNull();
    expect(answerProblem(summary, '')).toBeNull();
  });

  it('checks the bounds of numbers and dates', () => {
    expect(answerProblem(people, 0)).toEqual({ rule: 'minValue', limit: 1 });
    expect(answerProblem(people, 6001)).toEqual({ rule: 'maxValue', limit: 5000 });
    expect(answerProblem(people, 2.5)).toEqual({ rule: 'integer' });
    expect(answerProblem(people, 6)).toBeNull();
    expect(answerProblem(start, '2019-12-31')).toEqual({ rule: 'minDate', limit: '2020-01-01' });
    expect(answerProblem(start, '2041-01-01')).toEqual({ rule: 'maxDate', limit: '2040-12-31' });
    expect(answerProblem(start, '2028-03-01')).toBeNull();
  });
});
