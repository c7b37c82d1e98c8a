/**
 * Server only: the interface texts precompiled from ICU syntax (icu-minify), as the pages hand them to the
 * browser. With them the bundles carry next-intl's small "format only" runtime (next.config.js aliases
 * `use-intl/format-message` to it) instead of an ICU parser, and no message is parsed in the browser.
 */
import compile from 'icu-minify/compile';
import type { Language } from '@/lib/schemas/common';
import { messagesFor, type Messages } from './messages';

type Tree = { [key: string]: string | Tree };

function compileTree(tree: Tree): Tree {
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? (compile(value) as unknown as string) : compileTree(value)]));
}

const compiled = new Map<Language, Messages>();

/** A language's texts, precompiled once per process (same shape as {@link messagesFor}, compiled leaves). */
export function compiledMessagesFor(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = compileTree(messagesFor(language) as unknown as Tree) as unknown as Messages;
    compiled.set(language, messages);
  }
  return messages;
}

/**
 * Whether this code runs inside Next's server bundle, where the format-only runtime is aliased in: there pages get
 * compiled texts. Elsewhere (unit tests rendering the shell) next-intl keeps its full runtime and raw texts.
 */
export const PAGES_USE_COMPILED_MESSAGES = Boolean(process.env.NEXT_RUNTIME);

/** The texts a page hands to next-intl. */
export function pageMessagesFor(language: Language): Messages {
  return PAGES_USE_COMPILED_MESSAGES ? compiledMessagesFor(language) : messagesFor(language);
}
