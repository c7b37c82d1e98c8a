import { csvFileName, roundedValue } from './csv-export';

describe('csvFileName', () => {
  it('names the reactor and the period’s days in the site’s zone, the end inclusive', () => {
    const from = Date.parse('2026-11-20T00:00:00+09:00');
    const to = Date.parse('2026-11-24T00:00:00+09:00');
    expect(csvFileName('Kiln 1', from, to, 'Asia/Tokyo')).toBe('kiln-1_2026-11-20_to_2026-11-23.csv');
    expect(csvFileName('Kiln 1', from, to, 'UTC')).toBe('kiln-1_2026-11-19_to_2026-11-23.csv');
  });

  it('falls back to data.csv when the name gives nothing to name the file by', () => {
    expect(csvFileName('—', 0, 86_400_000, 'UTC')).toBe('data.csv');
  });
});

describe('roundedValue', () => {
  it('rounds to the parameter’s decimals', () => {
    expect(roundedValue(600.0000000000001, 2)).toBe('600.00');
    expect(roundedValue(12.55, 0)).toBe('13');
    expect(roundedValue(0.1 + 0.2, 6)).toBe('0.300000');
  });
});
