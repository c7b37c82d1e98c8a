import { z } from 'zod';
import { publicationInputSchema } from '@/lib/schemas/opportunities';
import { validationError } from './errors';
import { toFieldIssue } from './field-issues';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((issue) => toFieldIssue(issue, 'body'));
};

describe('a refused field as the API sends it (requirements R-21.11)', () => {
  const schema = z.strictObject({
    name: z.string().trim().min(1, 'name is required').max(5),
    code: z.string().min(3),
    count: z.number().int().min(2).max(9),
    tags: z.array(z.string()).min(1).max(2),
    kind: z.enum(['a', 'b']),
    email: z.email(),
    id: z.uuid(),
    at: z.iso.datetime(),
  });

  it('gives each zod refusal a message key, its values and its path', () => {
    const issues = issuesOf(schema, { name: '', code: 'x', count: 1.5, tags: ['a', 'b', 'c'], kind: 'c', email: 'no', id: 'no', at: 'no', extra: 1 });
    const byField = Object.fromEntries(issues.map((issue) => [issue.field, [issue.key, issue.params]]));
    expect(byField).toEqual({
      name: ['required', undefined],
      code: ['tooShort', { minimum: 3 }],
      count: ['wholeNumber', undefined],
      tags: ['tooMany', { maximum: 2 }],
      kind: ['invalidOption', undefined],
      email: ['invalidEmail', undefined],
      id: ['invalidId', undefined],
      at: ['invalidDate', undefined],
      body: ['unknownField', { keys: 'extra' }],
    });
  });

  it('tells a missing value, a number out of bounds and a long text', () => {
    const issues = issuesOf(schema.pick({ name: true, count: true }), { name: 'toolong', count: 10 });
    expect(issues.map(({ field, key, params }) => ({ field, key, params }))).toEqual([
      { field: 'name', key: 'tooLong', params: { maximum: 5 } },
      { field: 'count', key: 'tooBig', params: { maximum: 9 } },
    ]);
    expect(issuesOf(schema.pick({ name: true, kind: true }), {}).map((issue) => issue.key)).toEqual(['required', 'invalidOption']);
  });

  it('takes a refinement’s own key, and keeps the English text for other clients', () => {
    const error = validationError('json', publicationInputSchema.safeParse({ ...base(), ticket_min: 10, ticket_max: 1 }).error!);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid body: ticket_max: ticket_min must not exceed ticket_max');
    expect(error.extra).toEqual({ code: 'invalid_fields', issues: [{ field: 'ticket_max', key: 'ticketOrder', message: 'ticket_min must not exceed ticket_max' }] });
  });
});

function base() {
  return {
    project_id: '5d0c7a5e-8d2b-4b59-9f2e-3b6a1c0d9e11',
    title: 'T',
    summary: 'S',
    stage: 'development',
    instrument: 'equity',
    currency: 'EUR',
    region: 'europe',
  };
}
