import { folded, searchPages } from './page-text';

describe('searchPages', () => {
  it('finds the words on every page holding them, whatever their case and accents, with their context', () => {
    const texts = ['Kiln design and heat recovery', 'No match here', 'The KILN runs at 650 °C; résumé of the permit'];
    expect(searchPages(texts, 'kiln').map((match) => match.page)).toEqual([1, 3]);
    expect(searchPages(texts, 'resume')).toEqual([{ page: 3, excerpt: 'The KILN runs at 650 °C; résumé of the permit' }]);
    expect(searchPages(texts, '  ')).toEqual([]);
  });

  it('cuts long pages around the match', () => {
    const [match] = searchPages([`${'a'.repeat(100)} needle ${'b'.repeat(100)}`], 'needle');
    expect(match.excerpt.startsWith('…')).toBe(true);
    expect(match.excerpt.endsWith('…')).toBe(true);
    expect(match.excerpt).toContain('needle');
  });

  it('folds one character into one, so that offsets match the original text', () => {
    expect(folded('Éça')).toBe('eca');
    expect(folded('Éça').length).toBe('Éça'.length);
  });
});
