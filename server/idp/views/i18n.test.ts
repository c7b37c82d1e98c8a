/** @jest-environment node */
import { pickLanguage, translator, waitText } from './i18n';
import { MESSAGES } from './messages';

describe('provider page language', () => {
  it('prefers the language cookie', () => {
    expect(pickLanguage({ cookie: 'a=1; language=fr', acceptLanguage: 'en-GB' })).toBe('fr');
    expect(pickLanguage({ cookie: 'language=en', uiLocales: 'fr' })).toBe('en');
  });

  it('falls back to ui_locales, then Accept-Language, then English', () => {
    expect(pickLanguage({ cookie: 'language=de', uiLocales: 'de fr-CA' })).toBe('fr');
    expect(pickLanguage({ acceptLanguage: 'de-DE,fr;q=0.8,en;q=0.5' })).toBe('fr');
    expect(pickLanguage({ acceptLanguage: 'de-DE' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('fills in values and leaves unknown placeholders visible', () => {
    const t = translator('fr');
    expect(t('action.continueWith', { provider: 'Google' })).toBe('Continuer avec Google');
    expect(t('invalid.locked', { wait: waitText(t, 900) })).toContain('15 minutes');
    expect(waitText(t, 1)).toBe('1 seconde');
    expect(waitText(t, 45)).toBe('45 secondes');
    expect(translator('en')('action.continueWith')).toBe('Continue with {provider}');
  });

  it('has every English text in French, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(MESSAGES.en)) {
      const french = MESSAGES.fr[key as keyof typeof MESSAGES.en];
      expect(french).toBeTruthy();
      expect(placeholders(french)).toEqual(placeholders(english));
    }
  });
});
