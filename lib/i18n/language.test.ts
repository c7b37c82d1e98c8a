import { languageFromAcceptLanguage } from './language';

describe('the language a browser asks for (requirements R-21.11)', () => {
  it('takes the first of ours by preference, q weights honoured', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.5,en;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('en-GB;q=0.2, FR-ca')).toBe('fr');
    expect(languageFromAcceptLanguage('fr;q=0, en')).toBe('en');
  });

  it('names none when the browser asks for none of ours', () => {
    expect(languageFromAcceptLanguage('de-DE,it;q=0.8')).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
