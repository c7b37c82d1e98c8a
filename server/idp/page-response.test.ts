/** @jest-environment node */
import { otherLanguageHref, pageHeaders, pageLanguage } from './page-response';

describe('provider page responses', () => {
  it('locks pages down: CSP with the form targets, no framing, no referrer, no caching', () => {
    const headers = pageHeaders(['https://app.example']);
    expect(headers['Content-Security-Policy']).toContain("form-action 'self' https://app.example");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Referrer-Policy']).toBe('same-origin');
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it('lets ?lang override the language cookie', () => {
    expect(pageLanguage({ lang: 'fr', headers: { cookie: 'language=en' } }).language).toBe('fr');
    expect(pageLanguage({ headers: { cookie: 'language=fr' } }).language).toBe('fr');
    expect(pageLanguage({ headers: {}, uiLocales: 'fr-CA' }).language).toBe('fr');
    expect(pageLanguage({ headers: { 'accept-language': 'de' } }).t('action.signin')).toBe('Sign in');
  });

  it('builds the language switch link on the same page', () => {
    expect(otherLanguageHref('/idp/interaction/abc?lang=en&x=1', 'en')).toBe('/idp/interaction/abc?lang=fr&x=1');
    expect(otherLanguageHref('/idp/reset/t', 'fr')).toBe('/idp/reset/t?lang=en');
  });
});
