import { localize, localizeOrNull } from './localize';

describe('localize', () => {
  it('gives the wanted language when the text has it', () => {
    expect(localize({ en: 'Feedstock', fr: 'Biomasse' }, 'fr')).toBe('Biomasse');
    expect(localize({ en: 'Feedstock', fr: 'Biomasse' }, 'en')).toBe('Feedstock');
  });

  it('falls back to English, then to whichever language there is', () => {
    expect(localize({ en: 'Feedstock' }, 'fr')).toBe('Feedstock');
    expect(localize({ fr: 'Biomasse' }, 'en')).toBe('Biomasse');
  });

  it('keeps a text shared by every language, and gives nothing for no text', () => {
    expect(localize('t/yr', 'fr')).toBe('t/yr');
    expect(localize(undefined, 'en')).toBe('');
    expect(localize(null, 'en')).toBe('');
    expect(localize({}, 'en')).toBe('');
  });

  it('says null for an optional text that is absent', () => {
    expect(localizeOrNull(undefined, 'fr')).toBeNull();
    expect(localizeOrNull({ en: 'Notes' }, 'fr')).toBe('Notes');
  });
});
