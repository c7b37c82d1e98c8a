import type { Language } from '@/lib/schemas/common';

/**
 * Every version label of the commitment terms this server has issued, with its language: a signature names one, and
 * /validate checks the stored text against it. Labels are derived from the text (terms.ts); when a change of the text
 * derives a new one, add it here (terms.test.ts fails until it is) and keep the earlier ones.
 */
export const ISSUED_TERMS_VERSIONS: Readonly<Record<string, Language>> = {
  // Named by hand, before labels were derived from the text.
  'commitment-terms-2026-11-v1': 'en',
  'commitment-terms-2026-11-v1-fr': 'fr',
  // Derived: the developer named as a party (requirements ).
  'commitment-terms-4f6fd291d632': 'en',
  'commitment-terms-fr-6c33a896afb7': 'fr',
};
