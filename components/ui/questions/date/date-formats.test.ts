import { parseTypedDate } from './date-formats';

describe('typed dates', () => {
  it('reads the displayed form in each language, and ISO dates', () => {
    expect(parseTypedDate('1 June 2027', 'en')).toBe('2027-06-01');
    expect(parseTypedDate('1 juin 2027', 'fr')).toBe('2027-06-01');
    expect(parseTypedDate('2027-06-01', 'en')).toBe('2027-06-01');
  });

  it('reads day first in French, and never guesses the order in English', () => {
    expect(parseTypedDate('06/01/2027', 'fr')).toBe('2027-01-06');
    expect(parseTypedDate('6/1/2027', 'fr')).toBe('2027-01-06');
    expect(parseTypedDate('06/01/2027', 'en')).toBeNull();
  });

  it('refuses what is not a real date', () => {
    expect(parseTypedDate('31/02/2027', 'fr')).toBeNull();
    expect(parseTypedDate('soon', 'en')).toBeNull();
    expect(parseTypedDate('   ', 'en')).toBeNull();
  });
});
