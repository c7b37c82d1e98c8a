import { MESSAGES, messageKeys, messagesFor } from './messages';

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('interface texts', () => {
  it('has exactly the same keys in English and French', () => {
    const english = messageKeys(MESSAGES.en);
    const french = messageKeys(MESSAGES.fr);
    expect(english.filter((key) => !french.includes(key))).toEqual([]);
    expect(french.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.length).toBeGreaterThan(100);
  });

  it.each(['en', 'fr'] as const)('gives every %s key a non-empty text', (language) => {
    const empty = leaves(messagesFor(language)).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const french = Object.fromEntries(leaves(MESSAGES.fr));
    const mismatched = leaves(MESSAGES.en).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(french[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('lists nested keys as dotted paths', () => {
    expect(messageKeys({ b: { d: 'x', c: 'y' }, a: 'z' })).toEqual(['a', 'b.c', 'b.d']);
  });
});
