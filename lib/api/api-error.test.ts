import { ApiRequestError, errorFromBodyStatus, errorFromResponse, failureStatus } from './api-error';

describe('the error rules', () => {
  it('turns a body status of 4xx or 5xx into an error whatever the HTTP status', () => {
    expect(errorFromBodyStatus({ status: 403, message: 'Not yours' })).toMatchObject({ code: 403, message: 'Not yours' });
    expect(errorFromBodyStatus({ status: '503', detail: { message: 'Busy' } })).toMatchObject({ code: 503, message: 'Busy' });
    expect(errorFromBodyStatus({ status: 200 })).toBeUndefined();
    expect(errorFromBodyStatus('text')).toBeUndefined();
  });

  it('reads detail.message, else detail, else "Error" from a non-200 answer', () => {
    expect(errorFromResponse(409, { detail: { message: 'Changed' } }).message).toBe('Changed');
    expect(errorFromResponse(400, { detail: 'Bad input' }).message).toBe('Bad input');
    expect(errorFromResponse(502, 'gateway').message).toBe('Error');
  });
});

describe('failureStatus', () => {
  it('reads the status of an RTK Query failure and the code of a thrown API error', () => {
    expect(failureStatus({ status: 425 })).toBe(425);
    expect(failureStatus({ status: 0, message: 'offline' })).toBe(0);
    expect(failureStatus(new ApiRequestError(404, 'Not found'))).toBe(404);
    expect(failureStatus({ code: 500 })).toBe(500);
    expect(failureStatus(errorFromResponse(500, {}))).toBe(500);
  });

  it('has none for anything else', () => {
    expect(failureStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
    expect(failureStatus(new Error('x'))).toBeUndefined();
    expect(failureStatus(null)).toBeUndefined();
    expect(failureStatus(undefined)).toBeUndefined();
  });
});
