import * as common from '@/lib/schemas/common';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';

describe('interface languages', () => {
  it('are those of the API schemas', () => {
    expect(LANGUAGES).toEqual(common.LANGUAGES);
    expect(DEFAULT_LANGUAGE).toBe(common.DEFAULT_LANGUAGE);
  });

  it.each([['en'], ['fr'], ['de'], [''], ['EN'], [null], [undefined], [1]])('judge %p as the schema does', (value) => {
    expect(isLanguage(value)).toBe(common.languageSchema.safeParse(value).success);
  });
});
