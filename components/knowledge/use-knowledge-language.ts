import { useLocale } from 'next-intl';
import { toLanguage } from '@/lib/i18n/language';
import type { Language } from '@/lib/schemas/common';

/** The interface language, which the knowledge-hub queries ask the API to answer in. */
export function useKnowledgeLanguage(): Language {
  return toLanguage(useLocale());
}
