import { draftProblem, refusalText } from './refusal';

describe('refusalText (R-21.11)', () => {
  it('reads the status and reason of a refused message, never its text', () => {
    expect(refusalText({ status: 429, data: { detail: { message: 'x', retry_after: 42 } } })).toEqual({ key: 'rateLimited', seconds: 42 });
    expect(refusalText({ status: 403, data: { detail: { message: 'x', reason: 'not_activated' } } })).toEqual({ key: 'notActivated' });
    expect(refusalText({ status: 403, data: { detail: { message: 'x' } } })).toEqual({ key: 'readOnly' });
    expect(refusalText({ status: 404, data: { detail: { reason: 'document_not_found' } } })).toEqual({ key: 'documentNotFound' });
    expect(refusalText({ code: 404, body: { detail: {} } })).toEqual({ key: 'notFound' });
    expect(refusalText({ status: 401 })).toEqual({ key: 'signedOut' });
    expect(refusalText({ status: 0 })).toEqual({ key: 'failed' });
  });

  it('refuses an empty or too long draft before sending', () => {
    expect(draftProblem('  ')).toEqual({ key: 'required' });
    expect(draftProblem('x'.repeat(4001))).toEqual({ key: 'tooLong', max: 4000 });
    expect(draftProblem('A question')).toBeNull();
  });
});
