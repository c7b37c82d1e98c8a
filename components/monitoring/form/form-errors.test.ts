import { missingReason } from '../kpi-missing';
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

describe('why a KPI is missing', () => {
  it('sorts the server’s reasons into the cases the screen words kindly', () => {
    expect(missingReason('no parameter named biochar')).toEqual({ kind: 'no_parameter', name: 'biochar' });
    expect(missingReason('no moisture reading in the period')).toEqual({ kind: 'no_reading', name: 'moisture' });
    expect(missingReason('the unit bar is not a temperature')).toEqual({ kind: 'bad_unit', unit: 'bar' });
    expect(missingReason('no c_org: give it, or measure a c_org parameter')).toEqual({ kind: 'no_c_org' });
    expect(missingReason('something new')).toEqual({ kind: 'other', text: 'something new' });
  });
});
