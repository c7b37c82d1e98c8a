/** The placeholders of a mail text or a message: `{name}`. */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Puts each value in its `{placeholder}`; a placeholder without a value stays as written, so that a missing fact
 * shows in a test instead of vanishing. The one filler of every mail and of the provider's pages.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/** The placeholders a text names, each once, sorted (catalogue tests compare the languages' placeholders). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}
