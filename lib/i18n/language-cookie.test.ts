import { currentLanguage, setLanguage } from './language-cookie';
import { LANGUAGE_COOKIE, toLanguage } from './language';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('interface language', () => {
  it('is English without a cookie', () => {
    expect(currentLanguage()).toBe('en');
  });

  it('is kept in the language cookie, for the server to read', () => {
    setLanguage('fr');
    expect(document.cookie).toContain('language=fr');
    expect(currentLanguage()).toBe('fr');
    setLanguage('en');
    expect(currentLanguage()).toBe('en');
  });

  it('falls back to English for an unknown cookie value', () => {
    document.cookie = `${LANGUAGE_COOKIE}=de; path=/`;
    expect(currentLanguage()).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  it('refuses an unknown language', () => {
    expect(() => setLanguage('de' as 'en')).toThrow();
  });
});
