import { convert, lowestValue } from './units';

describe('unit conversion', () => {
  it('converts temperatures between °C, K and °F', () => {
    expect(convert(100, '°C', 'K')).toBeCloseTo(373.15, 10);
    expect(convert(212, '°F', '°C')).toBeCloseTo(100, 10);
    expect(convert(0, 'K', '°F')).toBeCloseTo(-459.67, 10);
    expect(convert(451, 'degC', '°C')).toBe(451);
  });

  it('converts shares, masses, flows and pressures', () => {
    expect(convert(0.12, 'fraction', '%')).toBeCloseTo(12, 10);
    expect(convert(2.5, 't', 'kg')).toBeCloseTo(2500, 10);
    expect(convert(24, 't/d', 'kg/h')).toBeCloseTo(1000, 10);
    expect(convert(1.5, 'bar', 'kPa')).toBeCloseTo(150, 10);
  });

  it('keeps the value in the same unit, even one it does not know', () => {
    expect(convert(7.2, 'pH', 'pH')).toBe(7.2);
  });

  it('refuses units of different families or unknown ones', () => {
    expect(convert(1, 'kg', '°C')).toBeUndefined();
    expect(convert(1, 'furlong', 'kg')).toBeUndefined();
    expect(convert(1, 'kg', 'pH')).toBeUndefined();
  });

  it('knows absolute zero in each temperature unit', () => {
    expect(lowestValue('°C')).toBeCloseTo(-273.15, 10);
    expect(lowestValue('K')).toBe(0);
    expect(lowestValue('°F')).toBeCloseTo(-459.67, 10);
    expect(lowestValue('kg')).toBeUndefined();
  });
});
