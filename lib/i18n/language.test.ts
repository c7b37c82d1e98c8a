import Cookies from 'js-cookie';
import { currentLanguage, LANGUAGE_COOKIE, setLanguage, toLanguage } from './language';

afterEach(() => Cookies.remove(LANGUAGE_COOKIE, { path: '/' }));

describe('interface language', () => {
  it('is English without a cookie', () => {
    expect(currentLanguage()).toBe('en');
  });

  it('is kept in the language cookie', () => {
    setLanguage('fr');
    expect(Cookies.get('language')).toBe('fr');
    expect(currentLanguage()).toBe('fr');
    setLanguage('en');
    expect(currentLanguage()).toBe('en');
  });

  it('falls back to English for an unknown cookie value', () => {
    Cookies.set(LANGUAGE_COOKIE, 'de');
    expect(currentLanguage()).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  it('refuses an unknown language', () => {
    expect(() => setLanguage('de' as 'en')).toThrow();
  });
});
