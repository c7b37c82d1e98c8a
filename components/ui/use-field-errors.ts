import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { fieldErrorsOf } from '@/lib/api/field-errors';

/**
 * The API's refusals of a form's fields, translated in the interface language and keyed by field (requirements
 * ), for any form: `take(failure)` keeps them (and says whether there were any); `errors[field]` goes to the
 * field's `error`, beside it; `clear()` before the next try.
 */
export function useFieldErrors() {
  const t = useTranslations('validation');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const take = useCallback(
    (failure: unknown): boolean => {
      const found = fieldErrorsOf(failure, (key, values) => t(key, values));
      setErrors(found);
      return Object.keys(found).length > 0;
    },
    [t],
  );
  const clear = useCallback(() => setErrors({}), []);
  return { errors, take, clear, summary: t('checkFields') };
}
