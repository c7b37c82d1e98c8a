/**
 * @jest-environment node
 */
import { compiledMessagesFor } from './compiled-messages';
import { messageKeys, messagesFor } from './messages';

/** The dotted keys of a tree whose leaves may be compiled (arrays are leaves). */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? leafKeys(value, path) : [path];
    })
    .sort();
}

describe('precompiled texts', () => {
  it('keep every key of both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(leafKeys(compiledMessagesFor(language))).toEqual(messageKeys(messagesFor(language)));
    }
  });

  it('hold plurals, arguments and plain texts in the compiled form', () => {
    const fr = compiledMessagesFor('fr');
    expect(fr.homepage.heading).toBe(messagesFor('fr').homepage.heading);
    expect(Array.isArray(fr.homepage.greeting)).toBe(true);
  });
});
