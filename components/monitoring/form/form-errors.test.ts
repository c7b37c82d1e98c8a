import { formErrorsOf } from './form-errors';

describe('a refused daily form', () => {
  it('puts the server’s message beside the question it names', () => {
    const errors = formErrorsOf(
      { status: 422, message: 'Invalid answer to “batch_start”', data: { detail: { message: 'Invalid answer to “batch_start”', question_id: 'batch_start' } } },
      'x',
    );
    expect(errors.byQuestion).toEqual({ batch_start: 'Invalid answer to “batch_start”' });
    expect(errors.unsent).toBe(false);
  });

  it('marks every missing answer, and a form that never reached the server as unsent', () => {
    expect(formErrorsOf({ status: 422, message: 'not complete', data: { detail: { message: 'not complete', missing: ['moisture', 'biochar'] } } }, 'x').missing).toEqual([
      'moisture',
      'biochar',
    ]);
    expect(formErrorsOf({ status: 0, message: 'Failed to fetch' }, 'x').unsent).toBe(true);
    expect(formErrorsOf({ status: 422, message: 'in the future', data: { detail: { message: 'in the future', field: 'measured_at' } } }, 'x').measuredAt).toBe('in the future');
  });
});
