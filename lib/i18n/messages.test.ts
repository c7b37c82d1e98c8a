import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES, MESSAGES, mergeCatalogues, messageKeys, messagesFor } from './messages';

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));
}

/** A plain, number or plural argument takes the same value (a number may be written plainly in one language). */
const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'value',
  [TYPE.number]: 'value',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'value',
  [TYPE.tag]: 'tag',
};

/** Every argument of an ICU message with its kind (`count:value`, `when:date`, `b:tag`…), sorted and unique. */
function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KIND[element.type];
      if (kind && 'value' in element && typeof element.value === 'string') found.add(`${element.value}:${kind}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Arguments that hold a number of things. */
const COUNTED = /^(count|min|max|done|total|decided|steps|assessments|questions)$/;

/**
 * Places where a counted argument is written as plain text right before a plural noun ("{count} projects",
 * "{min} réponses"): these read wrongly for one (and, in French, for zero). They must use `{x, plural, …}`.
 */
function barePlurals(message: string): string[] {
  const problems: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    elements.forEach((element, index) => {
      const next = elements[index + 1];
      if (element.type === TYPE.argument && COUNTED.test(element.value) && next?.type === TYPE.literal) {
        const word = /^\s+(\p{L}+)/u.exec(next.value)?.[1];
        if (word && /[sx]$/.test(word)) problems.push(`{${element.value}} ${word}`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    });
  };
  walk(parse(message));
  return problems;
}

describe('interface texts', () => {
  it('has exactly the same keys in English and French', () => {
    const english = messageKeys(MESSAGES.en);
    const french = messageKeys(MESSAGES.fr);
    expect(english.filter((key) => !french.includes(key))).toEqual([]);
    expect(french.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.length).toBeGreaterThan(100);
  });

  it.each(['en', 'fr'] as const)('gives every %s key a non-empty text that is a valid ICU message', (language) => {
    const texts = leaves(messagesFor(language));
    const empty = texts.filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
    const invalid = texts.filter(([, value]) => {
      try {
        parse(String(value));
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map(([key]) => key)).toEqual([]);
  });

  it('uses the same ICU arguments, of the same kinds, in both languages', () => {
    const french = Object.fromEntries(leaves(MESSAGES.fr));
    const mismatched = leaves(MESSAGES.en)
      .filter(([key, text]) => icuArguments(String(text)).join() !== icuArguments(String(french[key])).join())
      .map(([key, text]) => `${key}: en ${icuArguments(String(text)).join(' ')} / fr ${icuArguments(String(french[key])).join(' ')}`);
    expect(mismatched).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('writes every counted noun with an ICU plural in %s', (language) => {
    const bare = leaves(messagesFor(language)).flatMap(([key, text]) => barePlurals(String(text)).map((place) => `${key}: ${place}`));
    expect(bare).toEqual([]);
  });

  it('tells argument kinds and bare plurals apart', () => {
    expect(icuArguments('{when, date} {kind, select, a {A} other {B}}')).toEqual(['kind:select', 'when:date']);
    expect(icuArguments('{name} has {count, plural, one {# file} other {# files}} <b>{size}</b>')).toEqual(['b:tag', 'count:value', 'name:value', 'size:value']);
    expect(barePlurals('Choisissez au moins {min} réponses.')).toEqual(['{min} réponses']);
    expect(barePlurals('{done} of {total} assessments completed')).toEqual(['{total} assessments']);
    expect(barePlurals('Choose at least {min, plural, one {# answer} other {# answers}}.')).toEqual([]);
    expect(barePlurals('Step {index} of {count}')).toEqual([]);
  });

  it('keeps the same domain catalogues in both languages, each key defined in one of them only', () => {
    expect(Object.keys(CATALOGUES.fr)).toEqual(Object.keys(CATALOGUES.en));
    for (const language of ['en', 'fr'] as const) {
      const owners = new Map<string, string[]>();
      for (const [domain, catalogue] of Object.entries(CATALOGUES[language])) {
        for (const key of messageKeys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), domain]);
      }
      const twice = [...owners].filter(([, domains]) => domains.length > 1).map(([key, domains]) => `${language} ${key}: ${domains.join(', ')}`);
      expect(twice).toEqual([]);
      expect(messageKeys(MESSAGES[language])).toEqual([...owners.keys()].sort());
    }
  });

  it('merges catalogues that share an area, and refuses a key defined twice', () => {
    expect(mergeCatalogues({ a: { projects: { title: 'Projects' } }, b: { projects: { share: { title: 'Share' } } } })).toEqual({
      projects: { title: 'Projects', share: { title: 'Share' } },
    });
    expect(() => mergeCatalogues({ projects: { projects: { title: 'A' } }, sharing: { projects: { title: 'B' } } })).toThrow(
      'The message "projects.title" is defined in both the "projects" and the "sharing" catalogues',
    );
    expect(() => mergeCatalogues({ a: { status: 'Status' }, b: { status: { title: 'Status' } } })).toThrow('"status"');
  });

  it('lists nested keys as dotted paths', () => {
    expect(messageKeys({ b: { d: 'x', c: 'y' }, a: 'z' })).toEqual(['a', 'b.c', 'b.d']);
  });
});
