import type { Language } from '@/lib/schemas/common';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The interface texts of one language, nested by area (`landing`, `popups`…). */
export type Messages = typeof en;

/** Every language's texts. Server code picks one and hands it to the page in its props. */
export const MESSAGES: Readonly<Record<Language, Messages>> = { en, fr };

/** The texts of a language. */
export function messagesFor(language: Language): Messages {
  return MESSAGES[language];
}

/** Every key of a nested message tree as a dotted path (`landing.heroTitle`), sorted. */
export function messageKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null ? messageKeys(value, path) : [path];
    })
    .sort();
}
