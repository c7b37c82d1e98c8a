import { elisionOf } from './elision';

describe('elisionOf (requirements R-21.18)', () => {
  it('elides before a vowel, accented or capital, and not before a consonant or an h', () => {
    expect(['Ines Investor', 'Émile', 'abel', ' Yann', 'Œdipe'].map(elisionOf)).toEqual(['yes', 'yes', 'yes', 'yes', 'yes']);
    expect(['Dana', 'Hélène', 'Sam', ''].map(elisionOf)).toEqual(['no', 'no', 'no', 'no']);
  });
});
