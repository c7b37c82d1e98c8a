import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/fr';
import type { Language } from '@/lib/schemas/common';

dayjs.extend(customParseFormat);

/** How a date is shown: the month in words, so that nobody reads 06/01/2027 as the wrong day. */
export const DISPLAY_FORMAT = 'D MMMM YYYY';

/** What a person may type, besides the displayed form: ISO everywhere, day first in French. */
const TYPED_FORMATS: Record<Language, string[]> = {
  en: [DISPLAY_FORMAT, 'D MMM YYYY', 'YYYY-MM-DD'],
  fr: [DISPLAY_FORMAT, 'D MMM YYYY', 'DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'],
};

/** A typed date as `YYYY-MM-DD`, or null when it is not a real date in one of the accepted forms. */
export function parseTypedDate(text: string, language: Language): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, TYPED_FORMATS[language], language, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}
