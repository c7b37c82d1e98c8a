import { figuresOf } from './evidence-fields';

describe('figuresOf (R-22.37)', () => {
  it('sends a lab analysis with its contaminant lines, contents as numbers, wholly empty lines dropped', () => {
    const figures = figuresOf('lab_analysis', { laboratory: ' Eurofins ', c_org_pct: '78.5', h_c_org: '0.31' }, [
      { name: ' EBC-PAH (16) ', group: 'pah', value: '4.2', unit: 'mg/kg' },
      { name: '', group: 'heavy_metal', value: '', unit: 'mg/kg' },
      { name: 'Pb', group: 'heavy_metal', value: '', unit: 'g/t' },
    ]);
    expect(figures).toEqual({
      laboratory: 'Eurofins',
      c_org_pct: 78.5,
      h_c_org: 0.31,
      contaminants: [
        { name: 'EBC-PAH (16)', group: 'pah', value: 4.2, unit: 'mg/kg' },
        { name: 'Pb', group: 'heavy_metal', value: null, unit: 'g/t' },
      ],
    });
  });

  it('gives other kinds no contaminants', () => {
    expect(figuresOf('kiln_serial', { serial: 'K-1' }, [{ name: 'Pb', group: 'heavy_metal', value: '1', unit: 'mg/kg' }])).toEqual({ serial: 'K-1' });
  });
});
