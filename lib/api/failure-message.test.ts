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
