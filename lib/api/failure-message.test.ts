import { ApiRequestError } from './api-error';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("shows the API's message, whichever way the failure travelled", () => {
    expect(failureMessage({ status: 409, message: 'Changed elsewhere' }, 'fallback')).toBe('Changed elsewhere');
    expect(failureMessage(new ApiRequestError(403, 'Not yours'), 'fallback')).toBe('Not yours');
    expect(failureMessage(new Error('Network down'), 'fallback')).toBe('Network down');
  });

  it('falls back when there is no usable message', () => {
    expect(failureMessage({ status: 500, message: '  ' }, 'fallback')).toBe('fallback');
    expect(failureMessage({ status: 500, message: 42 }, 'fallback')).toBe('fallback');
    expect(failureMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(failureMessage('text', 'fallback')).toBe('fallback');
    expect(failureMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('failureMessage never shows the API’s text where it would be raw or foreign (requirements R-21.11)', () => {
  afterEach(() => {
    document.cookie = 'language=; max-age=0; path=/';
  });

  it('gives the form’s own words for a refusal of fields', () => {
    const failure = {
      status: 400,
      message: 'Invalid body: ticket_max: ticket_min must not exceed ticket_max',
      data: { detail: { issues: [{ field: 'ticket_max', key: 'ticketOrder', message: 'x' }] } },
    };
    expect(failureMessage(failure, 'Not saved')).toBe('Not saved');
  });

  it('gives the fallback in a French interface, the API’s English message in an English one', () => {
    const failure = new ApiRequestError(403, 'Your access to this folder was revoked');
    document.cookie = 'language=fr; path=/';
    expect(failureMessage(failure, 'Téléchargement refusé')).toBe('Téléchargement refusé');
    document.cookie = 'language=en; path=/';
    expect(failureMessage(failure, 'Download refused')).toBe('Your access to this folder was revoked');
  });
});
