import { missingReason } from './kpi-missing';

describe('why a KPI is missing', () => {
  it('sorts the server’s reasons into the cases the screen words kindly, by measure (R-20.11)', () => {
    expect(missingReason('no parameter measuring the biochar output')).toEqual({ kind: 'no_parameter', measure: 'biochar_output' });
    expect(missingReason('no reading of the feedstock moisture in the period')).toEqual({ kind: 'no_reading', measure: 'feedstock_moisture' });
    expect(missingReason('no reading of the reactor temperature in the period')).toEqual({ kind: 'no_reading', measure: 'reactor_temperature' });
    expect(missingReason('readings of the reactor temperature too far apart to tell: all 1.5 h unknown')).toEqual({
      kind: 'too_sparse',
      measure: 'reactor_temperature',
      hours: 1.5,
    });
    expect(missingReason('the unit bar is not a temperature')).toEqual({ kind: 'bad_unit', unit: 'bar' });
    expect(missingReason('no c_org: give it, or measure the organic carbon with a parameter')).toEqual({ kind: 'no_c_org' });
    expect(missingReason('the period has not begun')).toEqual({ kind: 'not_begun' });
    expect(missingReason('no production in the period: the reactor never reached 350 °C')).toEqual({ kind: 'no_production' });
    expect(missingReason('no parameter measuring the weather')).toEqual({ kind: 'other', text: 'no parameter measuring the weather' });
    expect(missingReason('something new')).toEqual({ kind: 'other', text: 'something new' });
  });
});
